import { decodeBase64url } from './base64url.js'
import type { AnyProof } from './types.js'
import { type ProofShapeErrorCode, validateAnyProofShape } from './validateProofShape.js'

/**
 * Inputs longer than this are refused before any decoding, so a pasted 10 MB blob costs a
 * length check. A real link is 1–2 KB (a linked proof of 5 addresses about 8 KB);
 * contract-wallet signatures can make it a few KB more.
 */
export const MAX_LINK_LENGTH = 65_536

export type DecodeProofFragmentErrorCode = ProofShapeErrorCode | 'no-proof' | 'too-large' | 'bad-base64' | 'bad-json'

export type DecodeProofFragmentError = {
  code: DecodeProofFragmentErrorCode
  /** The proof field at fault, for field errors. */
  field?: string
  /** Plain-English explanation for people. */
  message: string
}

export type DecodeProofFragmentReturnType =
  { ok: true; proof: AnyProof } | { ok: false; error: DecodeProofFragmentError }

/**
 * Reads a proof from a share link, its fragment (`location.hash`), or `proof=…` text: a proof of
 * one address (`v: 1`) or a linked proof (`v: 2`, 2 to `MAX_LINKED_PARTS` parts, each shaped like
 * a v1 proof). Never throws: any input, of any type, gives a result.
 */
export function decodeProofFragment(hashOrUrl: string): DecodeProofFragmentReturnType {
  try {
    return decode(hashOrUrl)
  } catch {
    return fail('bad-json', 'The link could not be read.')
  }
}

function decode(input: unknown): DecodeProofFragmentReturnType {
  if (typeof input !== 'string') return fail('no-proof', 'There is no link to read.')
  if (input.length > MAX_LINK_LENGTH)
    return fail('too-large', `This is too long to be a proof link (over ${MAX_LINK_LENGTH / 1024} KB).`)

  const text = input.trim()
  const hash = text.indexOf('#')
  const fragment = hash === -1 ? text : text.slice(hash + 1)
  const parameter = fragment.split('&').find((part) => part.startsWith('proof='))
  const payload = parameter?.slice('proof='.length) ?? ''
  if (payload === '')
    return fail('no-proof', 'This link does not contain a proof. A proof link ends in “#proof=” followed by the proof.')

  const encoded = payload
  const bytes = decodeBase64url(encoded)
  if (bytes === undefined)
    return fail(
      'bad-base64',
      encoded.length % 4 === 1 || /[^A-Za-z0-9_-]/.test(encoded)
        ? damaged('it contains characters that cannot be in a proof, or it was cut off')
        : damaged('some characters were changed or cut off'),
    )

  let json: string
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return fail('bad-json', damaged('it does not decode to text'))
  }
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return fail('bad-json', damaged('its data is incomplete or garbled (was the link cut off when it was copied?)'))
  }

  const shape = validateAnyProofShape(value)
  if (!shape.ok) return { ok: false, error: shape.error }
  return { ok: true, proof: shape.proof }
}

function damaged(why: string): string {
  return `The proof in this link is damaged: ${why}. Ask for the link again, and copy all of it.`
}

function fail(code: DecodeProofFragmentErrorCode, message: string): DecodeProofFragmentReturnType {
  return { ok: false, error: { code, message } }
}
