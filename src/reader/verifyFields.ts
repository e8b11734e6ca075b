/**
 * The verify page's fields: the address is asked only when the message needs one, what is wrong
 * with them is said under the message, Verify is enabled once they describe a proof (and not while
 * one is checked), and they give the proof to check. A message that is not a Sign-In is read as a
 * plain signed message, by the plain reader fetched on first need.
 */
import { parseProofMessage } from 'sigil-verify/parseProofMessage'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from 'sigil-verify/plainMessage'
import type { PlainInputReading } from 'sigil-verify/readPlainMessageInput'
import type { Proof } from 'sigil-verify/types'
import type { VerifyProofInput } from 'sigil-verify/verifyProof'
import { hasOverlongMarkRun } from 'sigil-verify/display/markRuns'
import { pagePart } from '../util/pagePart'
import { shownReason } from './reasonWords'

/** Where the fields would show a link's message that is shown only on its card. */
const LEFT_OUT_OF_FIELDS =
  'Left empty: this link’s message stacks too many marks on a letter to lay out here. Its card shows it.'

/** The plain-message reader: the module once loaded, and its loader. */
export type PlainReader = {
  loaded(): Pick<typeof import('./plainVerdict'), 'readPlainMessageInput'> | undefined
  load(): Promise<unknown>
}

export type VerifyFields = {
  /** Reads the fields again and shows what they ask (Verify rests while a check is under way). */
  refresh(): void
  /** The link's proof while its text is untouched; once edited, what the fields say. */
  subject(fromLink: Proof | PlainMessageProof | undefined): VerifyProofInput | PlainMessageProof
  /**
   * The fields as `proof` has them (empty for none), read again as typed text would be. A message
   * that piles more combining marks on a letter than any writing does stays out of them: a text
   * field cannot cut the run short, and laying it out would hold the page (its card shows it, cut).
   */
  fill(proof: Proof | PlainMessageProof | undefined): void
  submit: HTMLButtonElement
}

export function verifyFields(form: HTMLFormElement, plainReader: PlainReader, checking: () => boolean): VerifyFields {
  const message = pagePart(form, 'textarea[name="message"]', HTMLTextAreaElement)
  const signature = pagePart(form, 'input[name="signature"]', HTMLInputElement)
  const address = pagePart(form, 'input[name="address"]', HTMLInputElement)
  const addressField = pagePart(form, '[data-verify-address]', HTMLElement)
  const messageError = pagePart(form, '[data-verify-message-error]', HTMLElement)
  const plainNote = pagePart(form, '[data-verify-plain-note]', HTMLElement)
  const submit = pagePart(form, 'button[type="submit"]', HTMLButtonElement)

  let needsAddress = false
  /** How the fields read when the message is not a Sign-In message (undefined while its reader loads). */
  let plain: PlainInputReading | undefined
  function refresh(): void {
    const parsed = message.value !== '' ? parseProofMessage(message.value) : undefined
    const isPlain = parsed !== undefined && !parsed.ok && parsed.error.code === 'not-a-sign-in-message'
    const reader = plainReader.loaded()
    plain = isPlain
      ? reader?.readPlainMessageInput({ message: message.value, signature: signature.value, address: address.value })
      : undefined
    if (isPlain && !reader) void plainReader.load().then(refresh, () => undefined) // the fields stay as typed
    needsAddress = isPlain ? (plain?.asks.address ?? false) : !parsed?.ok && parsed?.error.field === 'address'
    addressField.hidden = !needsAddress
    const problem = isPlain
      ? (plain?.problem?.message ?? '')
      : parsed?.ok === false && !needsAddress
        ? parsed.error.message
        : ''
    // What is wrong may quote the pasted text: said through the display step, like a card's reasons.
    messageError.textContent = shownReason(problem)
    messageError.hidden = problem === ''
    plainNote.textContent = plain?.note ?? ''
    plainNote.hidden = plain === undefined
    const ready = isPlain ? plain?.subject !== undefined : message.value.trim() !== '' && signature.value.trim() !== ''
    submit.disabled = !ready || checking()
    submit.textContent = checking() ? 'Checking…' : 'Verify'
  }

  function subject(fromLink: Proof | PlainMessageProof | undefined): VerifyProofInput | PlainMessageProof {
    if (
      fromLink &&
      fromLink.message === message.value &&
      fromLink.signature === signature.value &&
      (fromLink.v !== PLAIN_MESSAGE_VERSION || fromLink.address === address.value.trim())
    )
      return fromLink
    const read = plain?.subject
    if (read?.kind === 'plain') return read.proof
    if (read?.kind === 'sign-in') return { message: read.message, signature: read.signature, address: read.address }
    const typed = address.value.trim()
    return needsAddress && typed
      ? { message: message.value, signature: signature.value.trim(), address: typed }
      : { message: message.value, signature: signature.value.trim() }
  }

  function fill(proof: Proof | PlainMessageProof | undefined): void {
    const shown = proof && !hasOverlongMarkRun(proof.message) ? proof : undefined
    message.placeholder = proof && !shown ? LEFT_OUT_OF_FIELDS : ''
    message.value = shown?.message ?? ''
    signature.value = shown?.signature ?? ''
    address.value = shown?.v === PLAIN_MESSAGE_VERSION ? shown.address : ''
    refresh()
  }

  form.addEventListener('input', refresh)
  return { refresh, subject, fill, submit }
}
