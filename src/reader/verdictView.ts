/**
 * The verify page's result, as plain DOM: the verdict is painted by the few KB that computed
 * it, with no framework to load first: a proof link's reader waits for nothing else.
 * A linked proof's card is `linkedVerdict.ts`, loaded only for such links.
 */
import type { ProofMessageFields } from 'sigil-verify/messageFields'
import type { CheckedBy, ProvenAccount } from 'sigil-verify/provenAccount'
import type { Verdict, VerificationReason, VerifyProofReturnType } from 'sigil-verify/verifyProof'
import { element } from '../util/element'
import { formatLocalTime } from '../util/formatLocalTime'
import { networkName } from '../config/networks'
import { withMarkRunsBounded } from './combiningMarks'

export const VERDICT_HEADLINE = {
  valid: 'Valid proof',
  invalid: 'Not a valid proof',
  unverifiable: 'This proof cannot be checked right now',
} as const

/** A signed time on the reader's clock, with its zone, marked up as a time; as signed when it is not one. */
function formatTime(value: string): Node | string {
  const date = new Date(value)
  const shown = formatLocalTime(date)
  return shown === undefined ? value : element('time', { datetime: date.toISOString() }, shown)
}

function fact(term: string, value: Node | string, attributes: Record<string, string> = {}): Node[] {
  return [element('dt', {}, term), element('dd', attributes, value)]
}

export function domainLine(domain: string, matches: boolean | undefined, host: string): HTMLElement {
  const line = element(
    'p',
    { class: matches === false ? 'domain domain--other' : 'domain', 'data-testid': 'verify-domain' },
    'Made for ',
    element('strong', {}, domain),
  )
  if (matches === false)
    line.append(
      element(
        'span',
        { class: 'domain__warning' },
        ` — not this site (${host}). Make sure you trust ${domain} before relying on it.`,
      ),
    )
  return line
}

/** What the card's headline rests on: the verdict, and for a Sign-In the site it was made for. */
export type Headline = { verdict: Verdict; domain?: string | undefined; domainMatches?: boolean | undefined }

/**
 * The card every verdict is painted in (the page's test contract: `verify-result`, `data-verdict`,
 * `data-domain-match`), with its headline. A sign-in made for another site proves a sign-in there
 * and nothing here: its headline names that site, and it is not dressed as success.
 */
export function verdictCard(
  { verdict, domain, domainMatches }: Headline,
  attributes: Record<string, string> = {},
): HTMLElement {
  const elsewhere = verdict === 'valid' && domainMatches === false && domain !== undefined
  return element(
    'section',
    {
      class: `card verdict ${elsewhere ? 'verdict--other-site' : `verdict--${verdict}`}`,
      'data-testid': 'verify-result',
      'data-verdict': verdict,
      'data-domain-match': domainMatches === undefined ? undefined : String(domainMatches),
      'aria-labelledby': 'verdict-title',
      ...attributes,
    },
    element(
      'h2',
      { id: 'verdict-title' },
      elsewhere ? `Signed for ${domain}, not for this site` : VERDICT_HEADLINE[verdict],
    ),
  )
}

/** How an account's signature was checked, for people: the contract wallet's answer names who gave it. */
export function checkedByText(checkedBy: CheckedBy): string {
  return checkedBy.method === 'key'
    ? 'Its own key, checked in this browser'
    : `A contract wallet, as answered by ${checkedBy.rpcHost} (this site’s RPC for ${networkName(`eip155:${checkedBy.chainId}`)})`
}

/** “Checked by”, for the accounts a contract wallet vouched for: who answered is part of the verdict. */
export function checkedByFacts(proven: readonly ProvenAccount[]): Node[] {
  const [account] = proven
  return account ? fact('Checked by', checkedByText(account.checkedBy), { 'data-testid': 'verify-checked-by' }) : []
}

/**
 * The verdict card: headline, what the signed message says (never the link's envelope), and
 * every check with its outcome. `host` is this site's, for the other-domain warning.
 */
export function renderVerdict(result: VerifyProofReturnType, host: string): HTMLElement {
  const fields = result.fields
  const section = verdictCard({ verdict: result.verdict, domain: fields?.domain, domainMatches: result.domainMatches })
  if (fields) {
    const facts = element(
      'dl',
      { class: 'facts' },
      ...fact('Address', fields.address, { class: 'mono break', 'data-testid': 'verify-address' }),
    )
    if (fields.caip2) facts.append(...fact('Network', networkName(fields.caip2)))
    facts.append(...signedFacts(fields), ...checkedByFacts(result.proven))
    section.append(domainLine(fields.domain, result.domainMatches, host), facts)
  }
  section.append(reasonList(result.reasons))
  return section
}

/** What a signed message says besides who and where: its statement and times, as `<dt>`/`<dd>` pairs. */
export function signedFacts(fields: ProofMessageFields): Node[] {
  return [
    ...(fields.statement ? fact('Statement', withMarkRunsBounded(fields.statement), { class: 'break' }) : []),
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

/** Every check with its outcome; a linked proof's reasons also name their rule or part. */
export function reasonList(reasons: ReadonlyArray<VerificationReason & { rule?: string; part?: number }>): HTMLElement {
  return element(
    'ul',
    { class: 'reasons', 'data-testid': 'verify-reasons' },
    ...reasons.map((reason) =>
      element(
        'li',
        {
          'data-check': reason.check,
          'data-ok': String(reason.ok),
          'data-rule': reason.rule,
          'data-part': reason.part === undefined ? undefined : String(reason.part),
        },
        element('span', { 'aria-hidden': 'true' }, reason.ok ? '✓' : '✗'),
        ` ${reason.message}`,
      ),
    ),
  )
}

/** Why a link could not be read, with the way on: paste the message and signature. */
export function renderLinkError(message: string): HTMLElement {
  return element(
    'div',
    { class: 'notice notice--failure', role: 'alert', 'data-testid': 'link-error' },
    element('p', { class: 'notice__title' }, 'This link does not contain a readable proof'),
    element('p', { class: 'notice__body' }, `${message} You can paste the message and signature below instead.`),
  )
}
