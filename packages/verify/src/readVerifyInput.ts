/**
 * What a person hands a verifier, read into something to check: a proof link, its fragment
 * (`#proof=…` or `proof=…`), a signed-message JSON object (MyCrypto / MyEtherWallet, block
 * explorers), or a message with its signature and address as the verify page's fields hold them.
 */
import { decodeProofFragment } from './decodeProofFragment.js'
import { parseProofMessage } from './parseProofMessage.js'
import { type PlainInputReading, readPlainMessageInput } from './readPlainMessageInput.js'
import type { AnyProofInput } from './verifyAnyProof.js'

/** A message, its signature and, for a plain message (or to compare with a Sign-In's), the address that signed it. */
export type SignedText = { message: string; signature: string; address?: string | undefined }

export type VerifyInput = string | SignedText

export type ReadVerifyInputReturnType = { ok: true; input: AnyProofInput } | { ok: false; message: string }

/** Never throws. */
export function readVerifyInput(given: VerifyInput): ReadVerifyInputReturnType {
  if (typeof given === 'string') return readText(given)
  if (typeof given !== 'object' || (given as unknown) === null) return unreadable('There is nothing to check.')
  return readFields(given)
}

function readText(text: string): ReadVerifyInputReturnType {
  // Only a JSON object brings its own signature and address; any other text is a link or nothing.
  if (!text.trim().startsWith('{')) {
    const decoded = decodeProofFragment(text)
    return decoded.ok ? { ok: true, input: decoded.proof } : unreadable(decoded.error.message)
  }
  return fromReading(readPlainMessageInput({ message: text, signature: '', address: '' }), NOT_SIGNED_JSON)
}

/** As the verify page reads its fields: a Sign-In message, well formed or not, is checked as one; any other text as plain. */
function readFields({ message, signature, address }: SignedText): ReadVerifyInputReturnType {
  if (typeof message !== 'string' || typeof signature !== 'string')
    return unreadable('The message and the signature must be text.')
  const claimed = typeof address === 'string' ? address : undefined
  const unsigned = signature.trim() === ''
  const parsed = parseProofMessage(message)
  if (parsed.ok || parsed.error.code !== 'not-a-sign-in-message') {
    if (unsigned) return unreadable(NO_SIGNATURE)
    return {
      ok: true,
      input: claimed === undefined ? { message, signature } : { message, signature, address: claimed },
    }
  }
  // A signed-message JSON object in the message brings its own signature and address.
  return fromReading(
    readPlainMessageInput({ message, signature, address: claimed ?? '' }),
    unsigned
      ? NO_SIGNATURE
      : 'The address that signed it is missing: a plain signed message is checked against its signer’s address.',
  )
}

function fromReading(reading: PlainInputReading, missing: string): ReadVerifyInputReturnType {
  const subject = reading.subject
  if (subject?.kind === 'plain') return { ok: true, input: subject.proof }
  if (subject?.kind === 'sign-in')
    return { ok: true, input: { message: subject.message, signature: subject.signature, address: subject.address } }
  return unreadable(reading.problem?.message ?? missing)
}

const NO_SIGNATURE = 'There is no signature to check.'

const NOT_SIGNED_JSON =
  'This is neither a proof link (…/verify/#proof=…) nor a signed-message JSON object with an address, a message (or msg) and a signature (or sig).'

function unreadable(message: string): ReadVerifyInputReturnType {
  return { ok: false, message }
}
