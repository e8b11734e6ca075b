/**
 * A check's outcome in the words of someone who never read a standard. The verifier's messages are
 * exact (EIP numbers, nonces, timestamps as signed) and stay whole in the card's closed technical
 * details (`verdictDetails.ts`); the list a reader sees says the same plainly, with no timestamp:
 * the card's facts show each moment once, on the reader's clock.
 *
 * A message may quote the proof, and everything a proof holds is its sender's: every reason and
 * every field the page shows goes through the package's one display step first (`shownReason`,
 * `shownText`), so no hidden character reaches the page raw (a bidi override would turn the rest
 * of the line around), no run of marks is laid out whole, and no quoted field can make a reason
 * long.
 */
import { displayText } from 'sigil-verify/display/displayText'
import type { Verdict, VerificationReason } from 'sigil-verify/verifyProof'
import { networkName } from '../config/networkLabels'

export type ShownReason = VerificationReason & { rule?: string; part?: number }

/**
 * Characters a reason shows at most: the verifier's longest own sentence (a linked part's lead and a
 * contract wallet's answer, with its host) and a quoted field, never a page of the proof.
 */
export const REASON_LENGTH = 480

/** Characters a signed field (a statement, a domain, an address) shows at most before its cut is marked. */
export const FIELD_LENGTH = 1_000

/** What the card says of an address whose signature it does not vouch for: it is the message's word only. */
export const NAMED_NOT_PROVEN = 'Named in the message (not proven)'

/** A verifier's message (a reason, a rule, a link's error) as the page may show it. */
export function shownReason(message: string): string {
  return displayText(message, { target: 'page', maxLength: REASON_LENGTH })
}

/** Text from a proof (a field as signed, a name the message gives) as the page may show it. */
export function shownText(text: string, maxLength: number = FIELD_LENGTH): string {
  return displayText(text, { target: 'page', maxLength })
}

/** Checks whose exact message names a term or a timestamp, by outcome, then check. */
const WORDS: Record<string, Partial<Record<string, string>>> = {
  true: {
    'issued-at': 'Not signed in the future.',
    expired: 'It has not expired.',
    'not-yet-valid': 'It is already valid.',
  },
  false: {
    expired: 'It has expired.',
    'not-yet-valid': 'It is not valid yet.',
    'issued-at': 'It says it was signed in the future.',
  },
}

/**
 * The reason's words for the reader, with no term a reader need not know, then through the display
 * step (last, so nothing taken out can join what it bounds). A linked proof's part keeps its
 * "Part n (…):" lead.
 */
export function reasonWords(reason: ShownReason): string {
  const message = siteMessage(reason)
  const [lead = ''] = PART_LEAD.exec(message) ?? []
  const words = (lead + (WORDS[`${reason.ok}`]?.[reason.check] ?? message.slice(lead.length)))
    .replace(/ \((?:EIP|ERC|signed at|valid from)[^)]*\)|, the RPC this site asks/g, '')
    .replace(/\bnonce\b/g, 'code')
  return shownReason(reason.check === 'signature' ? signatureWords(words) : words)
}

/** A linked proof's part names itself before its reason: "Part 2 (0x7099…79C8 on Base): ". */
const PART_LEAD = /^Part \d+ \([^)]*\): /

/**
 * The verifier's message, or this site's own sentence where the verifier leaves the wording to its
 * reader: a contract wallet's chain that no RPC was given for is, on this site, a chain this site
 * cannot reach (the verifier's words name its `rpcUrls` setting, which a reader has no use for).
 */
export function siteMessage(reason: ShownReason): string {
  const unasked = reason.rpcNotGiven
  if (unasked === undefined) return reason.message
  const [lead = ''] = PART_LEAD.exec(reason.message) ?? []
  return `${lead}The signature was not made by the private key of ${unasked.address}, and this site cannot reach chain ${unasked.chainId} to ask whether the wallet’s contract accepts it.`
}

/**
 * A signature check's sentence, which the verifier writes from an address, a chain id and a host
 * alone: its chain named, and a forger's contract-wallet clause (its answer and who gave it are in the
 * technical details) said plainly. Only there: another reason may quote signed text, which is shown
 * as signed.
 */
function signatureWords(words: string): string {
  return words
    .replace(
      / on chain \d+ the address does not accept it as a contract wallet either \(asked [^)]*\)/,
      ' the address does not accept it as its own either',
    )
    .replace(/\bon chain (\d+)/g, (_, id: string) => `on ${networkName(`eip155:${id}`)}`)
}

/** The reader's mark for a check: passed, failed, or not known (what a verdict that cannot be checked waits on). */
export function reasonMark(reason: ShownReason, verdict: Verdict): string {
  return reason.ok ? '✓' : verdict === 'unverifiable' && reason.check !== 'domain' ? '?' : '✗'
}

/** The failing (or unknown) checks first, each group in the verifier's order: the reader meets what decided the verdict. */
export function failingFirst<T extends { ok: boolean }>(reasons: readonly T[]): T[] {
  return [...reasons.filter((reason) => !reason.ok), ...reasons.filter((reason) => reason.ok)]
}
