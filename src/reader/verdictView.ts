/**
 * The verify page's result, as plain DOM: the verdict is painted by the few KB that computed
 * it, with no framework to load first: a proof link's reader waits for nothing else.
 * A linked proof's card is `linkedVerdict.ts`, loaded only for such links.
 */
import type { ProofMessageFields } from 'sigil-verify/messageFields'
import type { CheckedBy, ProvenAccount } from 'sigil-verify/provenAccount'
import type { Verdict, VerifyProofReturnType } from 'sigil-verify/verifyProof'
import { element } from '../util/element'
import { formatLocalTime } from '../util/formatLocalTime'
import { networkName } from '../config/networkLabels'
import { needsNetwork, withOfflineWords, WITHOUT_NETWORK } from './offlineVerdict'
import { NAMED_NOT_PROVEN, reasonMark, reasonWords, shownReason, shownText, type ShownReason } from './reasonWords'
import { verdictIcon, type VerdictLook } from './verdictIcon'

/** The headline of a proof that cannot be checked now: nothing failed, nothing is vouched for. */
export const UNCHECKED_HEADLINE = 'This proof cannot be checked right now'

/** An address as a headline names it: its start and its end, as the account menu shortens one. */
export function shortAddress(address: string): string {
  return shownText(address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`)
}

/** A proof's expiry as a headline says it, on the reader's clock: the time today, else the day (and year if not this one). */
export function untilWords(expirationTime: string | undefined): string {
  const date = new Date(expirationTime ?? '')
  if (Number.isNaN(date.getTime())) return ''
  const now = new Date()
  const options: Intl.DateTimeFormatOptions =
    date.toDateString() === now.toDateString()
      ? { hour: 'numeric', minute: '2-digit' }
      : { day: 'numeric', month: 'short', year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric' }
  return `, until ${date.toLocaleString(undefined, options)}`
}

/** What a failed check means, said after "Don't trust this …: ": never a word of success. */
const DISTRUST: Partial<Record<string, string>> = {
  expired: 'it has expired',
  'not-yet-valid': 'it does not start yet',
  'issued-at': 'it says it was signed in the future',
  signature: 'the address it names did not sign it',
  envelope: 'its link was altered',
  message: 'its message cannot be read',
  input: 'it cannot be read',
  linkage: 'its addresses are not tied together',
  nonce: 'its one-time code is malformed',
}

/** A failure's headline: a warning first, then what failed, if one check says it. */
export function distrustHeadline(what: string, reasons: readonly ShownReason[]): string {
  const clause = DISTRUST[reasons.find((reason) => !reason.ok)?.check ?? '']
  return `Don’t trust this ${what}${clause ? `: ${clause}` : ''}`
}

/** A signed time on the reader's clock, with its zone, marked up as a time; as signed when it is not one (technical details show it as signed). */
function formatTime(value: string): Node | string {
  const date = new Date(value)
  const shown = formatLocalTime(date)
  return shown === undefined ? shownText(value) : element('time', { datetime: date.toISOString() }, shown)
}

function fact(term: string, value: Node | string, attributes: Record<string, string> = {}): Node[] {
  return [element('dt', {}, term), element('dd', attributes, value)]
}

export function domainLine(domain: string, matches: boolean | undefined, host: string): HTMLElement {
  const line = element(
    'p',
    { class: matches === false ? 'domain domain--other' : 'domain', 'data-testid': 'verify-domain' },
    'Made for ',
    element('strong', {}, shownText(domain)),
  )
  if (matches === false)
    line.append(
      element(
        'span',
        { class: 'domain__warning' },
        ` — not this site (${host}). Make sure you trust ${shownText(domain)} before relying on it.`,
      ),
    )
  return line
}

/** What the card's look rests on: the verdict, and for a Sign-In the site it was made for. */
export type Headline = { verdict: Verdict; domain?: string | undefined; domainMatches?: boolean | undefined }

/** A sign-in valid for another site is neither success nor failure here. */
export function lookOf({ verdict, domain, domainMatches }: Headline): VerdictLook {
  return verdict === 'valid' && domainMatches === false && domain !== undefined ? 'other-site' : verdict
}

/**
 * The card every verdict is painted in (the page's test contract: `verify-result`, `data-verdict`,
 * `data-domain-match`). It opens with a band on a filled surface of its own, louder than the page's
 * title: its sign, its headline (`title`, naming who is proven, or why not to trust it), the failing
 * check right under it and the checks that passed folded (`reasonList`). What the proof says follows
 * the band.
 */
export function verdictCard(
  headline: Headline,
  title: string,
  reasons: readonly ShownReason[],
  attributes: Record<string, string> = {},
): HTMLElement {
  const look = lookOf(headline)
  return element(
    'section',
    {
      class: `card verdict verdict--${look}`,
      'data-testid': 'verify-result',
      'data-verdict': headline.verdict,
      'data-domain-match': headline.domainMatches === undefined ? undefined : String(headline.domainMatches),
      'aria-labelledby': 'verdict-title',
      ...attributes,
    },
    element(
      'div',
      { class: 'verdict__band' },
      element(
        'div',
        { class: 'row verdict__head' },
        verdictIcon(look),
        element('h2', { id: 'verdict-title', class: 'verdict__title' }, title),
      ),
      reasonList(reasons, headline.verdict),
    ),
  )
}

/** Who answered for a contract wallet, for people: that answer is part of the verdict. */
export function checkedByText(checkedBy: CheckedBy & { method: 'contract' }): string {
  return `${checkedBy.rpcHost}, asked about the wallet’s contract on ${networkName(`eip155:${checkedBy.chainId}`)}`
}

/** “Answered by”, for an account a contract wallet vouched for; an account's own key needs no words beyond its check. */
export function checkedByFacts(proven: readonly ProvenAccount[]): Node[] {
  const checkedBy = proven.find((each) => each.checkedBy.method === 'contract')?.checkedBy
  return checkedBy?.method === 'contract'
    ? fact('Answered by', checkedByText(checkedBy), { 'data-testid': 'verify-checked-by' })
    : []
}

/** A single Sign-In's headline: whose address is proven, for where and until when; else why not to trust it. */
function signInHeadline(result: VerifyProofReturnType): string {
  const { verdict, fields, domainMatches } = result
  if (needsNetwork(verdict, result.reasons)) return `This proof cannot be checked ${WITHOUT_NETWORK}`
  if (lookOf({ verdict, domain: fields?.domain, domainMatches }) === 'other-site')
    return `Don’t trust this proof here: it was made for ${shownText(fields?.domain ?? '')}`
  if (verdict === 'unverifiable') return UNCHECKED_HEADLINE
  if (verdict === 'invalid' || !fields) return distrustHeadline('proof', result.reasons)
  return `${shortAddress(fields.address)} is proven${domainMatches ? ' for this site' : ''}${untilWords(fields.expirationTime)}`
}

/**
 * The verdict card: the band (headline, the failing check, the rest folded), then what the signed
 * message says (never the link's envelope). The address is the proof's only when the proof is
 * valid; otherwise it is what the message names, and said to be. `host` is this site's, for the
 * other-domain warning.
 */
export function renderVerdict(result: VerifyProofReturnType, host: string): HTMLElement {
  const fields = result.fields
  const section = verdictCard(
    { verdict: result.verdict, domain: fields?.domain, domainMatches: result.domainMatches },
    signInHeadline(result),
    result.reasons,
  )
  if (fields) {
    const facts = element(
      'dl',
      { class: 'facts' },
      ...fact(result.verdict === 'valid' ? 'Address' : NAMED_NOT_PROVEN, shownText(fields.address), {
        class: 'mono break',
        'data-testid': 'verify-address',
      }),
    )
    if (fields.caip2) facts.append(...fact('Network', networkName(fields.caip2)))
    facts.append(...signedFacts(fields), ...checkedByFacts(result.proven))
    section.append(domainLine(fields.domain, result.domainMatches, host), facts)
  }
  return section
}

/** What a signed message says besides who and where: its statement and times, as `<dt>`/`<dd>` pairs. */
export function signedFacts(fields: ProofMessageFields): Node[] {
  return [
    ...(fields.statement ? fact('Statement', shownText(fields.statement), { class: 'break' }) : []),
    ...(fields.issuedAt ? fact('Signed', formatTime(fields.issuedAt)) : []),
    ...fact(
      'Expires',
      fields.expirationTime ? formatTime(fields.expirationTime) : 'Never: it names no expiration time',
      {
        'data-testid': 'verify-expires',
      },
    ),
    ...(fields.notBefore ? fact('Valid from', formatTime(fields.notBefore)) : []),
  ]
}

/** One check, its mark and its words (`reasonWords.ts`); a linked proof's also names its rule or part. */
function reasonItem(reason: ShownReason, verdict: Verdict): HTMLElement {
  return element(
    'li',
    {
      'data-check': reason.check,
      'data-ok': String(reason.ok),
      'data-rule': reason.rule,
      'data-part': reason.part === undefined ? undefined : String(reason.part),
    },
    element('span', { 'aria-hidden': 'true' }, reasonMark(reason, verdict)),
    element('span', {}, reasonWords(reason)),
  )
}

/**
 * Every check with its outcome, in plain words (and `offlineVerdict.ts`'s for a signature that waits
 * on a network the browser does not have): the failing or unknown ones open, what decided the
 * verdict; those that passed folded in a closed disclosure that counts them, so a failure never
 * reads as a list of ticks.
 */
export function reasonList(reasons: readonly ShownReason[], verdict: Verdict): HTMLElement {
  const shown = withOfflineWords(reasons, verdict)
  const failed = shown.filter((reason) => !reason.ok)
  const passed = shown.filter((reason) => reason.ok)
  const checks = passed.length === 1 ? 'check' : 'checks'
  return element(
    'div',
    { class: 'verdict__checks', 'data-testid': 'verify-reasons' },
    ...(failed.length > 0
      ? [element('ul', { class: 'reasons' }, ...failed.map((reason) => reasonItem(reason, verdict)))]
      : []),
    ...(passed.length > 0
      ? [
          element(
            'details',
            { class: 'verdict__passed', 'data-testid': 'verify-passed' },
            element(
              'summary',
              {},
              failed.length > 0 ? `${passed.length} other ${checks} passed` : `All ${passed.length} ${checks} passed`,
            ),
            element('ul', { class: 'reasons' }, ...passed.map((reason) => reasonItem(reason, verdict))),
          ),
        ]
      : []),
  )
}

/** Why a link could not be read, with the way on: paste the message and signature. */
export function renderLinkError(message: string): HTMLElement {
  return element(
    'div',
    // Painted as the page loads, before the visitor has done anything: read in its turn, not as an alert.
    { class: 'notice notice--failure', 'data-testid': 'link-error' },
    element('p', { class: 'notice__title' }, 'This link does not contain a readable proof'),
    element(
      'p',
      { class: 'notice__body' },
      `${shownReason(message)} You can paste the message and signature below instead.`,
    ),
  )
}
