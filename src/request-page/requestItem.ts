/** One request in this browser's list on /request/: what it asks, its state in words, and its buttons. */
import type { RollCallAnswer } from 'sigil-verify/rollCall/types'
import { isRollCall } from 'sigil-verify/requestLink'
import { describeWanted, formatWhen } from 'sigil-verify/requestText'
import type { StoredRequest } from '../stores/requests'
import { evmNetworkNames } from '../config/networks'
import { element } from '../util/element'
import { timeElement } from '../util/timeElement'
import { copyButton } from './copyButton'
import { REQUEST_SHARE_TITLE } from './requestResult'
import { rollCallSummary } from './rollCallSummary'
import { shareButton } from './shareButton'

export type RequestState = 'open' | 'closed' | 'answered'

export function requestState(stored: StoredRequest, now: number): RequestState {
  if (stored.state === 'answered') return 'answered'
  return Date.parse(stored.request.expires) < now ? 'closed' : 'open'
}

export type RequestItemParameters = {
  now: number
  /** A roll call's list as stored; undefined while it is read. */
  answers: readonly RollCallAnswer[] | undefined
  /** The roll call's Answers button, with the slot its panel opens in. */
  answersButton: HTMLButtonElement | undefined
  panelSlot: HTMLElement
  /** The visitor pressed Remove. */
  onRemove: () => void
}

export function requestItem(
  stored: StoredRequest,
  { now, answers, answersButton, panelSlot, onRemove }: RequestItemParameters,
): HTMLLIElement {
  const state = requestState(stored, now)
  const status =
    state === 'answered'
      ? [
          'Answered ',
          timeElement(stored.answered ?? stored.made),
          stored.answer?.by.length ? ` by ${stored.answer.by.join(', ')}` : '',
        ]
      : state === 'closed'
        ? ['Closed ', timeElement(stored.request.expires), ', unanswered']
        : ['Open until ', timeElement(stored.request.expires)]
  const remove = element(
    'button',
    {
      type: 'button',
      class: 'btn btn--small btn--quiet',
      'aria-label': `Remove the request of ${formatWhen(stored.made)}`,
    },
    'Remove',
  )
  remove.addEventListener('click', onRemove)
  const rollCall = isRollCall(stored.request)
  return element(
    'li',
    {
      class: 'request-item',
      'data-testid': 'request-item',
      'data-state': state,
      'data-nonce': stored.request.nonce,
    },
    element('p', { class: 'break' }, element('strong', {}, stored.request.statement ?? 'No statement')),
    element(
      'p',
      { class: 'muted small break' },
      `Asks for ${describeWanted(stored.request, evmNetworkNames(' or '))}. Made `,
      timeElement(stored.made),
      '.',
    ),
    element(
      'p',
      { class: `small request-item__state request-item__state--${state}` },
      ...(rollCall ? ['Roll call. ', ...(state === 'closed' ? status.slice(0, 2) : status)] : status),
    ),
    rollCall
      ? element(
          'p',
          { class: 'small', 'data-testid': 'roll-call-summary' },
          answers ? rollCallSummary(answers) : 'Reading its list of answers…',
        )
      : '',
    element(
      'div',
      { class: 'row' },
      copyButton(stored.link),
      shareButton(stored.link, REQUEST_SHARE_TITLE),
      ...(answersButton ? [answersButton] : []),
      remove,
    ),
    panelSlot,
  )
}
