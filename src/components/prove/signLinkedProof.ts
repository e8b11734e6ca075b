import type { LinkedProof } from 'sigil-verify/types'
import { siteUrl } from '../../util/sitePath'
import { waitForAccount, type LinkedPart } from '../../wallet/linkedSigning'
import { classifyWalletError } from '../../wallet/errors'
import type { Signing, SigningTools } from './signProof'

export type SignLinkedProofParameters = {
  /** Every part, each with its message (planLinkedProof.ts); a part signed already is kept. */
  parts: readonly LinkedPart[]
  /** The first part to sign: after a refusal, the refused one. */
  from?: number | undefined
  /** Stops the run: the person dropped a part or left. */
  signal: AbortSignal
  /** Every part's status, each time one changes. */
  onProgress: (parts: LinkedPart[]) => void
}

/** The share link, and the parts it carries. */
export type SignedLinkedProof = { link: string; parts: LinkedPart[] }

/** `undefined` when a part was refused (its status and error say so) or the run was stopped. */
export type SignLinkedProofReturnType = Signing<SignedLinkedProof>

/**
 * Signs the parts one at a time: for each, waits until the wallet is on its account, then asks it
 * to sign. Stops at a refusal, which the person decides on; once every part is signed, the link.
 */
export async function signLinkedProof(
  { maker, signer }: SigningTools,
  { parts, from = 0, signal, onProgress }: SignLinkedProofParameters,
): Promise<SignLinkedProofReturnType> {
  try {
    const current = [...parts]
    const show = () => onProgress([...current])
    // Read anew after each wait: the person may drop a part or leave meanwhile.
    const stopped = () => signal.aborted
    for (let index = from; index < current.length; index++) {
      const part = current[index]
      if (!part || part.status === 'signed') continue
      current[index] = { ...part, status: 'switch', error: undefined }
      show()
      const onIt = await waitForAccount(part.account, signal)
      if (!onIt || stopped()) return undefined
      current[index] = { ...part, status: 'signing', error: undefined }
      show()
      const signed = await signer.signProofMessage(onIt, part.message)
      if (stopped()) return undefined
      current[index] = signed.ok
        ? { ...part, status: 'signed', signature: signed.signature }
        : { ...part, status: 'declined', error: signed.error }
      show()
      if (!signed.ok) return undefined
    }
    const proof: LinkedProof = {
      v: 2,
      parts: current.map(({ account, message, signature = '' }) => ({
        namespace: account.namespace,
        chainId: account.chainId,
        address: account.address,
        message,
        signature,
      })),
    }
    return {
      ok: true,
      value: { link: maker.encodeProofLink(proof, siteUrl('', window.location.origin)), parts: current },
    }
  } catch (error) {
    return { ok: false, error: classifyWalletError(error, 'sign') }
  }
}
