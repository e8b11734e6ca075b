import { isProofNamespace, parseChainId } from './caip.js'
import {
  EVM_ADDRESS_LENGTH,
  MAX_CHAIN_ID_LENGTH,
  MAX_EVM_SIGNATURE_LENGTH,
  MAX_SOLANA_ADDRESS_LENGTH,
  MAX_SOLANA_BASE58_SIGNATURE_LENGTH,
  tooLongMessage,
} from './fieldLimits.js'
import { MAX_MESSAGE_LENGTH } from './parseProofMessage.js'
import { decodeBase58 } from './parseSiwsMessage.js'
import { PLAIN_MESSAGE_VERSION, validatePlainMessageShape } from './plainMessage.js'
import {
  type AnyProof,
  LINKED_PROOF_VERSION,
  type LinkedProof,
  MAX_LINKED_PARTS,
  PROOF_VERSION,
  type Proof,
  type ProofPart,
} from './types.js'
import { quoteInMessage } from './display/quoteInMessage.js'

export type ProofShapeErrorCode =
  | 'not-an-object'
  | 'unsupported-version'
  | 'missing-field'
  | 'invalid-field'
  | 'invalid-signature'
  /** A linked proof with fewer than 2 or more than `MAX_LINKED_PARTS` parts. */
  | 'part-count'

export type ProofShapeError = { code: ProofShapeErrorCode; field?: string; message: string }

export type ValidateProofShapeReturnType = { ok: true; proof: Proof } | { ok: false; error: ProofShapeError }

export type ValidateAnyProofShapeReturnType = { ok: true; proof: AnyProof } | { ok: false; error: ProofShapeError }

const keys = ['v', 'namespace', 'chainId', 'address', 'message', 'signature'] as const

/**
 * Checks that an untrusted value (parsed JSON from a link) has the `Proof` shape and returns a
 * fresh, typed copy. Only types and encodings are checked here; whether the proof is true is
 * `verifyProof`'s job. `asPart`: a linked proof's part, the same fields without `v` (the copy
 * returned still has `v: 1`).
 */
export function validateProofShape(value: unknown, asPart = false): ValidateProofShapeReturnType {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('not-an-object', 'The link holds data, but not a proof (expected an object with the proof’s fields).')
  const record = value as Record<string, unknown>
  const expected: readonly string[] = asPart ? keys.slice(1) : keys
  if (!asPart && !Object.hasOwn(record, 'v'))
    return fail('missing-field', 'The proof has no format version (“v”).', 'v')
  if (!asPart && record['v'] !== PROOF_VERSION)
    return fail(
      'unsupported-version',
      `This proof uses format version ${clipJson(record['v'])}, which this page cannot read; it reads versions ${PROOF_VERSION}, ${LINKED_PROOF_VERSION} and ${PLAIN_MESSAGE_VERSION}.`,
      'v',
    )
  const keysProblem = checkKeys(record, expected)
  if (keysProblem) return keysProblem

  const { namespace, chainId, address, message, signature } = record
  if (!isProofNamespace(namespace))
    return fail(
      'invalid-field',
      'The proof’s “namespace” must be "eip155" (Ethereum and EVM chains) or "solana".',
      'namespace',
    )
  const oversized = oversizedField(namespace, { chainId, address, message, signature })
  if (oversized) return oversized
  if (typeof chainId !== 'string' || parseChainId(chainId)?.namespace !== namespace)
    return fail('invalid-field', `The proof’s “chainId” is not a CAIP-2 chain id for ${namespace}.`, 'chainId')
  if (typeof address !== 'string' || !isAddressOf(namespace, address))
    return fail(
      'invalid-field',
      `The proof’s “address” is not ${namespace === 'eip155' ? 'an Ethereum' : 'a Solana'} address.`,
      'address',
    )
  if (typeof message !== 'string' || message.length === 0)
    return fail('invalid-field', 'The proof’s “message” must be the signed text.', 'message')
  if (typeof signature !== 'string')
    return fail('invalid-signature', 'The proof’s “signature” must be text.', 'signature')
  const signatureProblem = describeSignatureProblem(namespace, signature)
  if (signatureProblem !== undefined) return fail('invalid-signature', signatureProblem, 'signature')

  return { ok: true, proof: { v: PROOF_VERSION, namespace, chainId, address, message, signature } }
}

/**
 * `validateProofShape` for a link's payload of any version: a proof of one address (v1), a plain
 * signed message (v3, `validatePlainMessageShape`), or a linked proof (v2, `{ v: 2, parts: [...] }`) whose 2 to `MAX_LINKED_PARTS` parts each have a
 * v1 proof's shape without `v`. Returns a fresh, typed copy; a part's error names the part.
 */
export function validateAnyProofShape(value: unknown): ValidateAnyProofShapeReturnType {
  const record = value as Record<string, unknown> | null
  if (record?.['v'] === PLAIN_MESSAGE_VERSION && !Array.isArray(record)) return validatePlainMessageShape(record)
  if (record?.['v'] !== LINKED_PROOF_VERSION) return validateProofShape(value)
  const keysProblem = checkKeys(record, ['v', 'parts'])
  if (keysProblem) return keysProblem
  const parts = record['parts']
  const count = Array.isArray(parts) ? parts.length : 0
  if (count < 2 || count > MAX_LINKED_PARTS)
    return fail(
      'part-count',
      `A linked proof needs 2 to ${MAX_LINKED_PARTS} addresses; this link has ${count}.`,
      'parts',
    )
  const checked: ProofPart[] = []
  for (const [index, part] of (parts as unknown[]).entries()) {
    const shape = validateProofShape(part, true)
    if (!shape.ok) {
      const { code, field, message } = shape.error
      return fail(
        code,
        `In part ${index + 1} of this linked proof, ${message.replace(/^The /, 'the ')}`,
        `parts.${index}${field === undefined ? '' : `.${field}`}`,
      )
    }
    const { v: _, ...fields } = shape.proof
    checked.push(fields)
  }
  const proof: LinkedProof = { v: LINKED_PROOF_VERSION, parts: checked }
  return { ok: true, proof }
}

/**
 * The first text field longer than it can be for the namespace, checked before any field is
 * matched or decoded (base58 is quadratic): the other checks then only see short text.
 */
function oversizedField(
  namespace: 'eip155' | 'solana',
  fields: Record<'chainId' | 'address' | 'message' | 'signature', unknown>,
): { ok: false; error: ProofShapeError } | undefined {
  const evm = namespace === 'eip155'
  const limits = [
    ['chainId', MAX_CHAIN_ID_LENGTH, 'a CAIP-2 chain id', 'invalid-field'],
    [
      'address',
      evm ? EVM_ADDRESS_LENGTH : MAX_SOLANA_ADDRESS_LENGTH,
      evm ? 'an Ethereum address' : 'a Solana address',
      'invalid-field',
    ],
    ['message', MAX_MESSAGE_LENGTH, 'any sign-in message', 'invalid-field'],
    [
      'signature',
      evm ? MAX_EVM_SIGNATURE_LENGTH : MAX_SOLANA_BASE58_SIGNATURE_LENGTH,
      evm ? 'an Ethereum signature' : 'a Solana signature',
      'invalid-signature',
    ],
  ] as const
  for (const [field, max, what, code] of limits) {
    const value = fields[field]
    if (typeof value === 'string' && value.length > max)
      return fail(code, tooLongMessage(`The proof’s ${quoteInMessage(field)}`, what, max), field)
  }
  return undefined
}

/** The first field of `expected` that `record` lacks, or the first it has that is not expected. */
function checkKeys(record: object, expected: readonly string[]): { ok: false; error: ProofShapeError } | undefined {
  for (const key of expected) {
    if (!Object.hasOwn(record, key)) return fail('missing-field', `The proof has no ${quoteInMessage(key)} field.`, key)
  }
  const unknown = Object.keys(record).find((key) => !expected.includes(key))
  if (unknown !== undefined)
    return fail('invalid-field', `The proof has an unexpected field ${quoteInMessage(unknown, 40)}.`, unknown)
  return undefined
}

/**
 * Why a signature string cannot be a signature for the namespace, or `undefined` if it can.
 * EVM: 0x-hex of at least 65 bytes (an EOA signature is exactly 65; contract wallets may send
 * longer ones, up to `MAX_EVM_SIGNATURE_BYTES`). Solana: base58 of exactly 64 bytes.
 */
export function describeSignatureProblem(namespace: 'eip155' | 'solana', signature: string): string | undefined {
  // Pasted signatures come here unchecked: their length first, before any pattern or decoding.
  const max = namespace === 'eip155' ? MAX_EVM_SIGNATURE_LENGTH : MAX_SOLANA_BASE58_SIGNATURE_LENGTH
  if (signature.length > max)
    return tooLongMessage('The signature', namespace === 'eip155' ? 'an Ethereum signature' : 'a Solana signature', max)
  if (namespace === 'eip155') {
    if (!/^0x[0-9a-fA-F]*$/.test(signature)) return 'The signature is not 0x-prefixed hexadecimal.'
    if (signature.length % 2 !== 0)
      return 'The signature has an odd number of hex digits, so it is damaged or cut short.'
    if (signature.length < 2 + 65 * 2)
      return `The signature is ${(signature.length - 2) / 2} bytes; an Ethereum signature is at least 65. It looks cut short.`
    return undefined
  }
  if (!/^[1-9A-HJ-NP-Za-km-z]+$/.test(signature)) return 'The signature is not base58 text.'
  const bytes = decodeBase58(signature)
  if (bytes === undefined || bytes.length > 64) return 'The signature is longer than a Solana signature (64 bytes).'
  if (bytes.length < 64) return `The signature is ${bytes.length} bytes; a Solana signature is 64. It looks cut short.`
  return undefined
}

/** Only for an address no longer than the namespace's (`oversizedField`). */
function isAddressOf(namespace: 'eip155' | 'solana', address: string): boolean {
  if (namespace === 'eip155') return /^0x[0-9a-fA-F]{40}$/.test(address)
  return decodeBase58(address)?.length === 32
}

function clipJson(value: unknown): string {
  const text = (JSON.stringify(value) as string | undefined) ?? String(value)
  return text.length > 20 ? `${text.slice(0, 17)}…` : text
}

function fail(code: ProofShapeErrorCode, message: string, field?: string): { ok: false; error: ProofShapeError } {
  return { ok: false, error: field === undefined ? { code, message } : { code, field, message } }
}
