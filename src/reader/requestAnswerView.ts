/**
 * /verify/: whether the proof on the page answers a request made in this browser. Looked up after
 * the verdict is painted (fetched then, so a reader's verdict never waits for it), by the nonce the
 * proof signs, among this browser's own requests: another person's browser has none of them, so it
 * never says "answers your request".
 */
import { checkRequestAnswer, REQUEST_RULE_NAMES } from 'sigil-verify/checkRequestAnswer'
import { signedMessages, type VerifiedResult } from 'sigil-verify/verifiedResult'
import { findRequest, markAnswered, requestRecord } from '../stores/requests'
import { element } from '../util/element'
import { timeElement } from '../util/timeElement'
import { formatWhen } from 'sigil-verify/requestText'
import { isRollCall } from 'sigil-verify/requestLink'
import { REQUEST_NONCE } from 'sigil-verify/createRequestNonce'
import { listInRollCall } from './listInRollCall'
import { verdictIcon } from './verdictIcon'
import { failingFirst, shownReason, shownText } from './reasonWords'

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
  const about = stored.request.statement ? `: ${shownText(stored.request.statement)}` : ''
  const headline = [
    answers ? 'This answers your request of ' : 'This does not answer your request of ',
    timeElement(stored.made),
    about,
  ]
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
      element('strong', {}, ...headline),
    ),
    element(
      'ul',
      { class: 'reasons', 'data-testid': 'request-rules', 'aria-label': 'Your request’s rules' },
      // The rule it breaks first: the reason it does not answer is read before the rules it keeps.
      ...failingFirst(rules).map((rule) =>
        element(
          'li',
          { 'data-rule': rule.rule, 'data-ok': String(rule.ok) },
          element('span', { 'aria-hidden': 'true' }, rule.ok ? '✓' : '✗'),
          // One piece beside the mark; a rule's message may quote the signed statement.
          element('span', {}, `${REQUEST_RULE_NAMES[rule.rule]}: `, ...withTime(shownReason(rule.message), rule.at)),
        ),
      ),
    ),
  )
  card.querySelector('.verdict__head')?.after(section)
  // Said once the roll call's list holds the answer, for whoever leaves the page at once (a write still
  // open when the page goes is lost).
  void listed?.then((held) => section.setAttribute('data-listed', String(held)))
}

/** A rule's message, the moment it names marked up as a time. */
function withTime(message: string, at: string | undefined): Array<Node | string> {
  const written = at === undefined ? '' : formatWhen(at)
  const start = written ? message.indexOf(written) : -1
  if (at === undefined || start < 0) return [message]
  return [message.slice(0, start), timeElement(at), message.slice(start + written.length)]
}
