/**
 * The verify page's result, as plain DOM: the verdict is painted by the few KB that computed
 * it, with no framework to load first: a proof link's reader waits for nothing else.
 * A linked proof's card is `linkedVerdict.ts`, loaded only for such links.
 */
import type { ProofMessageFields } from '../proof/messageFields'
import type { Verdict, VerificationReason, VerifyProofReturnType } from '../proof/verifyProof'
import { element } from '../util/element'
import { networkName } from '../wallet/networks'

export const VERDICT_HEADLINE = {
  valid: 'Valid proof',
  invalid: 'Not a valid proof',
  unverifiable: 'This proof cannot be checked right now',
} as const

/** The visitor's locale; ../pages/verify.astro makes a format with the same options early, as its first is slow. */
function formatTime(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

function fact(term: string, value: string, attributes: Record<string, string> = {}): Node[] {
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

/** The card every verdict is painted in (the page's test contract: `verify-result`, `data-verdict`), with its headline. */
export function verdictCard(verdict: Verdict, attributes: Record<string, string> = {}): HTMLElement {
  return element(
    'section',
    {
      class: `card verdict verdict--${verdict}`,
      'data-testid': 'verify-result',
      'data-verdict': verdict,
      'aria-labelledby': 'verdict-title',
      ...attributes,
    },
    element('h2', { id: 'verdict-title' }, VERDICT_HEADLINE[verdict]),
  )
}

/**
 * The verdict card: headline, what the signed message says (never the link's envelope), and
 * every check with its outcome. `host` is this site's, for the other-domain warning.
 */
export function renderVerdict(result: VerifyProofReturnType, host: string): HTMLElement {
  const section = verdictCard(result.verdict)
  const fields = result.fields
  if (fields) {
    const facts = element(
      'dl',
      { class: 'facts' },
      ...fact('Address', fields.address, { class: 'mono break', 'data-testid': 'verify-address' }),
    )
    if (fields.caip2) facts.append(...fact('Network', networkName(fields.caip2)))
    facts.append(...signedFacts(fields))
    section.append(domainLine(fields.domain, result.domainMatches, host), facts)
  }
  section.append(reasonList(result.reasons))
  return section
}

/** What a signed message says besides who and where: its statement and times, as `<dt>`/`<dd>` pairs. */
export function signedFacts(fields: ProofMessageFields): Node[] {
  return [
    ...(fields.statement ? fact('Statement', fields.statement, { class: 'break' }) : []),
    ...(fields.issuedAt ? fact('Signed', formatTime(fields.issuedAt)) : []),
    ...(fields.expirationTime ? fact('Expires', formatTime(fields.expirationTime)) : []),
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
