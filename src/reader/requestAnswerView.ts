/**
 * /verify/: whether the proof on the page answers a request made in this browser. Looked up after
 * the verdict is painted (fetched then, so a reader's verdict never waits for it), by the nonce the
 * proof signs, among this browser's own requests: another person's browser has none of them, so it
 * never says "answers your request".
 */
import { checkRequestAnswer, REQUEST_RULE_NAMES, type RequestRuleResult } from 'sigil-verify/checkRequestAnswer'
import { signedMessages, type VerifiedResult } from 'sigil-verify/verifiedResult'
import { findRequest, markAnswered, requestRecord } from '../stores/requests'
import { element } from '../util/element'
import { timeElement } from '../util/timeElement'
import { formatWhen } from 'sigil-verify/requestText'
import { isRollCall } from 'sigil-verify/requestLink'
import { REQUEST_NONCE } from 'sigil-verify/createRequestNonce'
import { listInRollCall } from './listInRollCall'
import { verdictIcon } from './verdictIcon'
import { shownReason, shownText } from './reasonWords'
import { shortAddress } from './verdictView'

/**
 * Adds the request's answer to `card` (the verdict card), from the verified `result` alone: the
 * rules kept or broken when the proof signs the nonce of a request made here, else one calm line.
 * Records the first proof that answers.
 */
export function showRequestAnswer(card: HTMLElement, result: VerifiedResult): void {
  card.querySelector('[data-request-answer]')?.remove()
  const nonce = signedMessages(result)?.find((fields) => fields.nonce !== undefined)?.nonce
  const stored = nonce === undefined ? undefined : findRequest(nonce)
  if (!stored) {
    // Only a proof that claims to answer a request (its one-time code is a request's) is told it answers none here.
    if (nonce === undefined || !REQUEST_NONCE.test(nonce)) return
    card.append(
      element(
        'p',
        { class: 'muted small', 'data-request-answer': '', 'data-testid': 'request-none' },
        'Not an answer to a request made in this browser.',
      ),
    )
    return
  }
  const now = new Date()
  const check = checkRequestAnswer(requestRecord(stored), result, { now, host: location.host })
  const { answers, rules, record } = check
  const listed = isRollCall(stored.request) ? listInRollCall(stored.request.nonce, result, check, now) : undefined
  if (!listed && record) markAnswered(stored.request.nonce, record)
  const request = [timeElement(stored.made)]
  const section = element(
    'section',
    {
      class: `request-answer request-answer--${answers ? 'yes' : 'no'}`,
      'data-request-answer': '',
      'data-testid': 'request-answer',
      'data-answers': String(answers),
      'aria-label': 'Your request',
    },
    element(
      'p',
      { class: 'request-answer__headline break' },
      verdictIcon(answers ? 'valid' : 'invalid'),
      element(
        'strong',
        {},
        ...(answers
          ? [answeredWords(result, stored.request.statement, rules)]
          : ['This does not answer your request of ', ...request]),
      ),
    ),
    ...(answers
      ? [element('p', { class: 'request-answer__line' }, 'This answers your request of ', ...request, '.')]
      : []),
    ruleList(rules),
  )
  card.querySelector('.verdict__band')?.after(section)
  // Said once the roll call's list holds the answer, for whoever leaves the page at once (a write still
  // open when the page goes is lost).
  void listed?.then((held) => section.setAttribute('data-listed', String(held)))
}

/** Who answered and what, as the answer's headline says it: a request answered is a valid proof's, so its addresses are proven. */
function answeredWords(
  result: VerifiedResult,
  statement: string | undefined,
  rules: readonly RequestRuleResult[],
): string {
  const first = result.proven.at(0)
  const others = result.proven.slice(1)
  const who = `${shortAddress(first?.address ?? '')}${others.length > 0 ? ` and ${others.length} more` : ''}`
  const what = statement ? ` “${shownText(statement)}”` : ' your request'
  // Only a first answer's rule names no earlier moment.
  const firstAnswer = rules.some((rule) => rule.rule === 'first-answer' && rule.at === undefined)
  return `${who} answered${what}${firstAnswer ? ', first answer' : ''}`
}

/** A kept rule in words that do not repeat the card or the rule's own name; a broken one in the verifier's words. */
const KEPT: Partial<Record<RequestRuleResult['rule'], string>> = {
  nonce: 'It signs your request’s one-time code.',
  site: 'It names the site you asked on.',
  signatures: 'Every signature checks.',
}

/** One rule, its mark and its words; a rule's message may quote the signed statement. */
function ruleItem(rule: RequestRuleResult): HTMLElement {
  const words = (rule.ok && KEPT[rule.rule]) || shownReason(rule.message)
  return element(
    'li',
    { 'data-rule': rule.rule, 'data-ok': String(rule.ok) },
    element('span', { 'aria-hidden': 'true' }, rule.ok ? '✓' : '✗'),
    element('span', {}, `${REQUEST_RULE_NAMES[rule.rule]}: `, ...withTime(words, rule.at)),
  )
}

/** The broken rules open, the reason it does not answer; the kept ones folded, counted. */
function ruleList(rules: readonly RequestRuleResult[]): HTMLElement {
  const broken = rules.filter((rule) => !rule.ok)
  const kept = rules.filter((rule) => rule.ok)
  const label = { 'data-testid': 'request-rules', 'aria-label': 'Your request’s rules' }
  const count = `${kept.length} ${kept.length === 1 ? 'rule' : 'rules'}`
  return element(
    'div',
    { class: 'verdict__checks', ...label },
    ...(broken.length > 0 ? [element('ul', { class: 'reasons' }, ...broken.map(ruleItem))] : []),
    ...(kept.length > 0
      ? [
          element(
            'details',
            { class: 'verdict__passed' },
            element('summary', {}, broken.length > 0 ? `${count} kept besides` : `All ${count} kept`),
            element('ul', { class: 'reasons' }, ...kept.map(ruleItem)),
          ),
        ]
      : []),
  )
}

/** A rule's message, the moment it names marked up as a time. */
function withTime(message: string, at: string | undefined): Array<Node | string> {
  const written = at === undefined ? '' : formatWhen(at)
  const start = written ? message.indexOf(written) : -1
  if (at === undefined || start < 0) return [message]
  return [message.slice(0, start), timeElement(at), message.slice(start + written.length)]
}
