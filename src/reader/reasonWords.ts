/**
 * A check's outcome in the words of someone who never read a standard: the verifier's messages are
 * exact (they name EIP numbers, nonces, timestamps as signed) and stay whole in the card's closed
 * technical details; the list a reader sees says the same plainly, each moment on their own clock.
 */
import type { Verdict, VerificationReason } from 'sigil-verify/verifyProof'
import { element } from '../util/element'
import { formatLocalTime } from '../util/formatLocalTime'

export type ShownReason = VerificationReason & { rule?: string; part?: number }

/** A passing check whose exact message carries a term or a timestamp, said plainly. */
const PASSED: Partial<Record<string, string>> = {
  message: 'The signed text is a complete sign-in message.',
  'issued-at': 'Its signing time is not in the future.',
  expired: 'It has not expired.',
  'not-yet-valid': 'It is already valid.',
}

/** A failing check whose exact message repeats a moment the card's facts show already. */
const FAILED: Partial<Record<string, string>> = {
  expired: 'This proof has expired.',
  'not-yet-valid': 'This proof is not valid yet.',
  'issued-at':
    'It says it was signed at a moment still in the future by this device’s clock: a proof cannot be signed before it is made.',
}

/** A linked proof's rules that name a term. */
const LINKAGE_PASSED: Partial<Record<string, string>> = {
  'same-nonce': 'Every message was signed for the same one-time check.',
  'same-uri': 'Every message names the same page.',
}

/** Terms a message may still carry, with the words that stand in for them on screen. */
const TERMS: Array<[RegExp, string]> = [
  [/ \((?:EIP|ERC)-\d+(?: \/ (?:EIP|ERC)-\d+)*\)/g, ''],
  [/\bone-time nonce\b/g, 'one-time code'],
  [/\bnonce\b/g, 'one-time code'],
  [/\bURI\b/g, 'page address'],
  [/, the RPC this site asks\b/g, ', the server this site asks'],
  [/\bthe private key of\b/g, 'the key of'],
]

/** A moment as a verifier's message writes it (RFC 3339). */
const MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g

function plainTerms(text: string): string {
  return TERMS.reduce((said, [term, words]) => said.replace(term, words), text)
}

/** `text` with every moment in it on the reader's clock, its exact value in the time's `title`. */
export function withLocalTimes(text: string): Array<Node | string> {
  const shown: Array<Node | string> = []
  let from = 0
  for (const match of text.matchAll(MOMENT)) {
    shown.push(text.slice(from, match.index))
    const date = new Date(match[0])
    const local = formatLocalTime(date)
    shown.push(
      local === undefined ? match[0] : element('time', { datetime: date.toISOString(), title: match[0] }, local),
    )
    from = match.index + match[0].length
  }
  shown.push(text.slice(from))
  return shown.filter((part) => part !== '')
}

/** What a signature's message says, plainly: who signed, or that someone else did. */
function signatureWords(message: string): string | undefined {
  const own = /^Signed with the private key of (\S+)\.$/.exec(message)
  if (own) return `Signed by ${own[1]}.`
  const contract = /^The smart-contract wallet (\S+) on chain \d+ accepted the signature .*reported by (\S+), /.exec(
    message,
  )
  if (contract)
    return `${contract[1]} is a smart-contract wallet, and its contract accepted the signature, as ${contract[2]} answered. This verdict is only as true as that answer.`
  const other = /^The signature was not made by the private key of (\S+?)(?:[.,]| over)/.exec(message)
  if (other)
    return `The signature was not made by ${other[1]}: someone else signed, or the text was changed after it was signed.${
      /contract wallet either|contract-wallet check rejected/.test(message)
        ? ' Its contract did not accept it either.'
        : ''
    }`
  return undefined
}

/** The reason's words for the reader. A linked proof's part keeps its "Part n (…):" lead. */
export function reasonWords(reason: ShownReason): Array<Node | string> {
  const lead = /^(Part \d+ \([^)]*\): )/.exec(reason.message)?.[1] ?? ''
  const message = reason.message.slice(lead.length)
  const said =
    (reason.check === 'signature' ? signatureWords(message) : undefined) ??
    (reason.check === 'linkage' && reason.ok && reason.rule ? LINKAGE_PASSED[reason.rule] : undefined) ??
    (reason.ok ? PASSED[reason.check] : FAILED[reason.check]) ??
    message
  return withLocalTimes(lead + plainTerms(said))
}

/** The reader's mark for a check: passed, failed, or not known (what a verdict that cannot be checked waits on). */
export function reasonMark(reason: ShownReason, verdict: Verdict): '✓' | '✗' | '?' {
  return reason.ok ? '✓' : verdict === 'unverifiable' ? '?' : '✗'
}

/** The failing (or unknown) checks first, each group in the verifier's order: the reader meets what decided the verdict. */
export function failingFirst<T extends { ok: boolean }>(reasons: readonly T[]): T[] {
  return [...reasons.filter((reason) => !reason.ok), ...reasons.filter((reason) => reason.ok)]
}
