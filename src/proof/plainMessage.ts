/**
 * A plain signed message: any text (or bytes) an address signed with EIP-191 `personal_sign` or a
 * Solana wallet's `signMessage`. It proves "this address signed this text" and nothing more: it
 * names no site and no time. This module is the link format's shape only (it is read with every
 * proof link); reading pasted input and checking signatures load only when a plain message is
 * there (`readPlainMessageInput.ts`, `verifyPlainMessage.ts`).
 */
/** The link format version of a plain signed message (1: a proof of one address, 2: linked proofs). */
export const PLAIN_MESSAGE_VERSION = 3

/** Longest plain message read (characters of text, or of its 0x-hex): far beyond any message a wallet shows. */
export const MAX_PLAIN_MESSAGE_LENGTH = 16_384

/**
 * What a plain message link carries: `{ v: 3, namespace, address, message, signature }`, and for
 * EVM an optional CAIP-2 `chainId`, the chain a contract wallet (EIP-1271) is asked on.
 * `message` is the text as signed; a message of 0x-hex is also tried as the bytes it spells, the
 * way wallets sign hex. `signature` is 0x-hex for EVM; base58, base64 or hex for Solana.
 */
export type PlainMessageProof = {
  v: typeof PLAIN_MESSAGE_VERSION
  namespace: 'eip155' | 'solana'
  address: string
  message: string
  signature: string
  chainId?: string | undefined
}

export type PlainMessageShapeReturnType =
  | { ok: true; proof: PlainMessageProof }
  | { ok: false; error: { code: 'invalid-field' | 'missing-field'; field?: string; message: string } }

const REQUIRED = ['v', 'namespace', 'address', 'message', 'signature'] as const

/**
 * Checks an untrusted value (a link's JSON) has the plain message shape: types and sizes only,
 * whether the signature is true is the verifier's job. Returns a fresh, typed copy.
 */
export function validatePlainMessageShape(value: unknown): PlainMessageShapeReturnType {
  const record = value as Record<string, unknown>
  for (const key of REQUIRED)
    if (!Object.hasOwn(record, key)) return fail('missing-field', `The signed message has no “${key}” field.`, key)
  const extra = Object.keys(record).find((key) => key !== 'chainId' && !(REQUIRED as readonly string[]).includes(key))
  if (extra !== undefined)
    return fail('invalid-field', `The signed message has an unexpected field “${extra.slice(0, 40)}”.`, extra)
  const { namespace, address, message, signature, chainId } = record
  if (namespace !== 'eip155' && namespace !== 'solana')
    return fail('invalid-field', 'The signed message’s “namespace” must be "eip155" or "solana".', 'namespace')
  for (const [field, text, limit] of [
    ['address', address, 100],
    ['signature', signature, 65_536],
    ['message', message, MAX_PLAIN_MESSAGE_LENGTH],
  ] as const)
    if (typeof text !== 'string' || text.length > limit || (field !== 'message' && text === ''))
      return fail('invalid-field', `The signed message’s “${field}” is not what a signed message holds.`, field)
  if (
    chainId !== undefined &&
    (namespace !== 'eip155' || typeof chainId !== 'string' || !/^eip155:[1-9]\d{0,15}$/.test(chainId))
  )
    return fail('invalid-field', 'The signed message’s “chainId” must be an EVM chain (eip155:…).', 'chainId')
  const proof: PlainMessageProof = {
    v: PLAIN_MESSAGE_VERSION,
    namespace,
    address: address as string,
    message: message as string,
    signature: signature as string,
  }
  if (chainId !== undefined) proof.chainId = chainId
  return { ok: true, proof }
}

function fail(code: 'invalid-field' | 'missing-field', message: string, field: string): PlainMessageShapeReturnType {
  return { ok: false, error: { code, field, message } }
}
