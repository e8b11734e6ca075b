import { $connection } from '../../stores/connection'
import type { Account } from '../../stores/account'
import { walletIsOn, type LinkedPart } from '../../wallet/linkedSigning'
import { buildSiteMessage, type FieldsAt } from './buildSiteMessage'
import { classifyWalletError } from '../../wallet/errors'
import type { Signing, SigningTools } from './signProof'

export type PlanLinkedProofParameters = {
  /** The accounts to link, 2 to 5. */
  accounts: readonly Account[]
  /** The fields every part's message shares. */
  fields: FieldsAt
}

export type PlanLinkedProofReturnType = Signing<LinkedPart[]>

/**
 * A linked proof's parts, each with its message, none signed yet. The messages share one nonce and
 * time, and each names every linked account, so every signature commits to the whole set. The
 * accounts the wallets are on now come first: switching accounts is needed only for the rest.
 */
export function planLinkedProof(
  { maker }: SigningTools,
  { accounts, fields }: PlanLinkedProofParameters,
): PlanLinkedProofReturnType {
  try {
    const issuedAt = new Date()
    const chosen = fields(issuedAt)
    if (!chosen) return undefined
    const nonce = chosen.nonce ?? maker.createNonce()
    const resources = accounts.map((account) => maker.caip10(account))
    const planned = accounts.map((account): LinkedPart => ({
      account,
      status: 'pending',
      message: buildSiteMessage(maker, { ...chosen, account, issuedAt, nonce, resources }),
    }))
    const connection = $connection.get()
    const onNow = (part: LinkedPart) =>
      walletIsOn(connection, part.account.namespace, part.account.address) !== undefined
    planned.sort((a, b) => Number(onNow(b)) - Number(onNow(a)))
    return { ok: true, value: planned }
  } catch (error) {
    return { ok: false, error: classifyWalletError(error, 'sign') }
  }
}
