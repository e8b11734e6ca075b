/** The request a /request/ form describes, or what is wrong with each field: pure, from the form's values. */
import { getAddress } from 'viem'
import {
  addressFamily,
  MAX_REQUEST_WINDOW_MS,
  MIN_REQUEST_WINDOW_MS,
  PROOF_REQUEST_VERSION,
  ROLL_CALL_REQUEST_VERSION,
  validateRequest,
  type ProofRequest,
  type RequestWant,
} from 'sigil-verify/requestLink'
import { validateStatement } from 'sigil-verify/validateStatement'
import { createRequestNonce } from 'sigil-verify/createRequestNonce'
import { evmNetworkNames } from '../config/networks'

export type Draft =
  | { ok: true; request: ProofRequest }
  | { ok: false; problems: { addresses?: string | undefined; statement?: string | undefined } }

/** The address each choice takes, named by the site's own networks: "an address on Ethereum or Base". */
function addressOf(want: RequestWant): string {
  if (want === 'solana') return 'a Solana address'
  return `an address on ${want === 'linked' ? `${evmNetworkNames()} or Solana` : evmNetworkNames(' or ')}`
}

/** What is wrong with the addresses typed, for the request wanted, if anything. */
function addressesProblem(want: RequestWant, addresses: readonly string[], rollCall: boolean): string | undefined {
  if (rollCall && addresses.length > 0)
    return 'A roll call is answered by anyone: leave the addresses empty, or ask for one answer.'
  for (const address of addresses) {
    const family = addressFamily(address)
    if (family === undefined || (want !== 'linked' && family !== want))
      return `“${address.slice(0, 60)}” is not ${addressOf(want)}.`
  }
  if (want !== 'linked' && addresses.length > 1) return 'A single proof proves one address: name one, or none for any.'
  if (want === 'linked' && (addresses.length === 1 || addresses.length > 5))
    return `A linked set has 2 to 5 addresses; ${addresses.length} given. Name 2 to 5, or none for any set.`
  return undefined
}

/** The request the form describes, or what is wrong with each field. */
export function draftRequest(
  form: { want: string; answers: string; addresses: string; statement: string; windowMs: number },
  now: Date,
): Draft {
  const want = form.want as RequestWant
  const addresses = form.addresses
    .split(/[\s,]+/)
    .map((a) => a.trim())
    .filter(Boolean)
  const statement = form.statement.trim()
  const statementCheck = statement ? validateStatement(statement) : undefined
  const problems = {
    addresses: addressesProblem(want, addresses, form.answers === 'many'),
    statement: statementCheck && !statementCheck.ok ? statementCheck.error.message : undefined,
  }
  if (problems.addresses !== undefined || problems.statement !== undefined) return { ok: false, problems }
  const windowMs = Math.min(Math.max(form.windowMs, MIN_REQUEST_WINDOW_MS), MAX_REQUEST_WINDOW_MS)
  const checked = validateRequest({
    v: form.answers === 'many' ? ROLL_CALL_REQUEST_VERSION : PROOF_REQUEST_VERSION,
    want,
    ...(addresses.length ? { addresses: addresses.map(normalise) } : {}),
    ...(statement ? { statement } : {}),
    nonce: createRequestNonce(),
    expires: new Date(now.getTime() + windowMs).toISOString(),
  })
  if (!checked.ok) return { ok: false, problems: { addresses: checked.error.message } }
  return { ok: true, request: checked.request }
}

/** An EVM address as Sigil writes it (checksummed). */
function normalise(address: string): string {
  return address.startsWith('0x') ? getAddress(address) : address
}
