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
import {
  failingFirst,
  NAMED_NOT_PROVEN,
  reasonMark,
  reasonWords,
  shownReason,
  shownText,
  type ShownReason,
} from './reasonWords'
import { verdictIcon, type VerdictLook } from './verdictIcon'

export const VERDICT_HEADLINE = {
  valid: 'Valid proof',
  invalid: 'Not a valid proof',
  unverifiable: 'This proof cannot be checked right now',
} as const

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

/** What the card's headline rests on: the verdict, and for a Sign-In the site it was made for. */
export type Headline = { verdict: Verdict; domain?: string | undefined; domainMatches?: boolean | undefined }

/**
 * The card every verdict is painted in (the page's test contract: `verify-result`, `data-verdict`,
 * `data-domain-match`): its sign, a surface of its own and its headline, as loud as the page's
 * title. A sign-in made for another site proves a sign-in there and nothing here: its headline
 * names that site, and it is not dressed as success. `title`: another kind of proof's own words.
 */
export function verdictCard(
  { verdict, domain, domainMatches }: Headline,
  attributes: Record<string, string> = {},
  title?: string,
): HTMLElement {
  // A sign-in valid for another site is neither success nor failure here.
  const look: VerdictLook =
    verdict === 'valid' && domainMatches === false && domain !== undefined ? 'other-site' : verdict
  return element(
    'section',
    {
      class: `card verdict verdict--${look}`,
      'data-testid': 'verify-result',
      'data-verdict': verdict,
      'data-domain-match': domainMatches === undefined ? undefined : String(domainMatches),
      'aria-labelledby': 'verdict-title',
      ...attributes,
    },
    element(
      'div',
      { class: 'row verdict__head' },
      verdictIcon(look),
      element(
        'h2',
        { id: 'verdict-title', class: 'verdict__title' },
        title ??
          (look === 'other-site'
            ? `Signed for ${shownText(domain ?? '')}, not for this site`
            : VERDICT_HEADLINE[verdict]),
      ),
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

/**
 * The verdict card: headline, what the signed message says (never the link's envelope), and
 * every check with its outcome: right under the headline when one failed, so the reason is the
 * first thing read; after who and where when all passed. The address is the proof's only when the
 * proof is valid; otherwise it is what the message names, and said to be. `host` is this site's,
 * for the other-domain warning.
 */
export function renderVerdict(result: VerifyProofReturnType, host: string): HTMLElement {
  const fields = result.fields
  const section = verdictCard(
    { verdict: result.verdict, domain: fields?.domain, domainMatches: result.domainMatches },
    {},
    needsNetwork(result.verdict, result.reasons) ? `This proof cannot be checked ${WITHOUT_NETWORK}` : undefined,
  )
  const checks = reasonList(result.reasons, result.verdict)
  if (result.verdict !== 'valid') section.append(checks)
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
  if (result.verdict === 'valid') section.append(checks)
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

/**
 * Every check with its outcome, in plain words (`reasonWords.ts`, and `offlineVerdict.ts` for a
 * signature that waits on a network the browser does not have), the failing or unknown ones first;
 * a linked proof's reasons also name their rule or part.
 */
export function reasonList(reasons: readonly ShownReason[], verdict: Verdict): HTMLElement {
  return element(
    'ul',
    { class: 'reasons', 'data-testid': 'verify-reasons' },
    ...failingFirst(withOfflineWords(reasons, verdict)).map((reason) => {
      const mark = reasonMark(reason, verdict)
      return element(
        'li',
        {
          'data-check': reason.check,
          'data-ok': String(reason.ok),
          'data-rule': reason.rule,
          'data-part': reason.part === undefined ? undefined : String(reason.part),
        },
        element('span', { 'aria-hidden': 'true' }, mark),
        element('span', {}, reasonWords(reason)),
      )
    }),
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
