/**
 * /verify/: whether the proof on the page answers a request made in this browser. Looked up after
 * the verdict is painted (fetched then, so a reader's verdict never waits for it), by the nonce the
 * proof signs, among this browser's own requests: another person's browser has none of them, so it
 * never says "answers your request".
 */
import { checkRequestAnswer, type RequestRuleResult } from '../proof/checkRequestAnswer'
import type { ProofMessageFields } from '../proof/messageFields'
import { parseProofMessage } from '../proof/parseProofMessage'
import type { LinkedProof } from '../proof/types'
import type { Verdict, VerifyProofInput } from '../proof/verifyProof'
import { findRequest, markAnswered } from '../stores/requests'
import { element } from '../util/element'
import { formatWhen } from '../proof/requestText'

const RULE_NAMES: Record<RequestRuleResult['rule'], string> = {
  nonce: 'Nonce',
  accounts: 'Address asked for',
  statement: 'Statement',
  window: 'Within your request’s window',
  site: 'This site',
  signatures: 'Signatures',
}

/** What each of the subject's messages says; a message that cannot be read says nothing. */
function signedFields(subject: VerifyProofInput | LinkedProof): ProofMessageFields[] {
  const messages = 'parts' in subject ? subject.parts.map((part) => part.message) : [subject.message]
  return messages.flatMap((message) => {
    const parsed = parseProofMessage(message)
    return parsed.ok ? [parsed.fields] : []
  })
}

/**
 * Adds the request's answer to `card` (the verdict card): the rules kept or broken when the proof
 * signs the nonce of a request made here, else one calm line. Marks an answered request answered.
 */
export function showRequestAnswer(card: HTMLElement, subject: VerifyProofInput | LinkedProof): void {
  card.querySelector('[data-request-answer]')?.remove()
  const signed = signedFields(subject)
  const nonce = signed.find((fields) => fields.nonce !== undefined)?.nonce
  const stored = nonce === undefined ? undefined : findRequest(nonce)
  if (!stored) {
    card.append(
      element(
        'p',
        { class: 'muted small', 'data-request-answer': '', 'data-testid': 'request-none' },
        'Not an answer to a request made in this browser.',
      ),
    )
    return
  }
  const verdict = (card.getAttribute('data-verdict') ?? 'invalid') as Verdict
  const now = new Date()
  const { answers, rules } = checkRequestAnswer(
    stored.request,
    { verdict, linked: 'parts' in subject, signed },
    { made: stored.made, now, host: location.host },
  )
  if (answers) markAnswered(stored.request.nonce, now)
  const about = stored.request.statement ? `: ${stored.request.statement}` : ''
  const headline = answers
    ? `This answers your request of ${formatWhen(stored.made)}${about}`
    : `This does not answer your request of ${formatWhen(stored.made)}${about}`
  const section = element(
    'section',
    {
      class: `request-answer request-answer--${answers ? 'yes' : 'no'}`,
      'data-request-answer': '',
      'data-testid': 'request-answer',
      'data-answers': String(answers),
      'aria-label': 'Your request',
    },
    element('p', { class: 'request-answer__headline break' }, element('strong', {}, headline)),
    element(
      'ul',
      { class: 'reasons', 'data-testid': 'request-rules' },
      ...rules.map((rule) =>
        element(
          'li',
          { 'data-rule': rule.rule, 'data-ok': String(rule.ok) },
          element('span', { 'aria-hidden': 'true' }, rule.ok ? '✓' : '✗'),
          ` ${RULE_NAMES[rule.rule]}: ${rule.message}`,
        ),
      ),
    ),
  )
  card.querySelector('h2')?.after(section)
}
