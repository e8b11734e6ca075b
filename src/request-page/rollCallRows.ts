/**
 * A roll call's list as the page shows it: filtered (all, kept, broken), sorted (as received, by
 * address, by signing time) and shown a hundred at a time, so a list of thousands stays quick to
 * draw. Each answer says what its verified result holds: the accounts proven (with their names,
 * as /verify/ shows them), when it was signed, and the rules kept or the first one broken.
 */
import type { ListedAnswer } from 'sigil-verify/rollCall/types'
import { formatWhen } from 'sigil-verify/requestText'
import { element } from '../util/element'
import { displayText } from 'sigil-verify/display/displayText'
import { sortAnswers, type AnswerSort } from './answerOrder'
import { namesNote, provenAddresses } from './rollCallAddresses'
import { showRollCallNames } from './rollCallNames'

type RowsView = {
  filter: 'all' | 'kept' | 'broken'
  sort: 'received' | AnswerSort
  /** How many answers are drawn. */
  shown: number
}

export type RollCallRows = {
  element: HTMLElement
  /** Draws `listed` as the controls say. */
  show: (listed: readonly ListedAnswer[]) => void
}

const PAGE = 100

/** Characters of a broken rule's message a row shows at most: a reason, as the verify page bounds one. */
const WHY_LENGTH = 480

/**
 * The list's controls, made once, and its answers, drawn again on each change: a control is never
 * replaced under the visitor's focus, and a redraw never has to ask for a layout to put focus back.
 * `id`: the list's own, for its controls' labels and its names' watch.
 */
export function rollCallRows(id: string): RollCallRows {
  const view: RowsView = { filter: 'all', sort: 'received', shown: PAGE }
  let listed: readonly ListedAnswer[] = []
  const choices = <T extends string>(selectId: string, labels: Record<T, string>) =>
    element(
      'select',
      { id: selectId },
      ...(Object.entries(labels) as [T, string][]).map(([value, label]) => element('option', { value }, label)),
    )
  const filter = choices(`${id}-filter`, { all: 'All answers', kept: 'Kept', broken: 'Broken' })
  const sort = choices(`${id}-sort`, { received: 'As received', address: 'Address', signed: 'When signed' })
  const shownText = element('p', { class: 'muted small', 'data-testid': 'roll-call-shown' })
  const answers = element('ol', { class: 'roll-call__answers', 'data-testid': 'roll-call-answers', tabindex: '-1' })
  const more = element('button', { type: 'button', class: 'btn btn--small', hidden: '' })

  function draw(): void {
    const numbered = listed.map((answer, index) => ({ answer, position: index + 1 }))
    const filtered = numbered.filter(({ answer }) => view.filter === 'all' || (view.filter === 'kept') === answer.kept)
    const by = view.sort
    const sorted = by === 'received' ? filtered : sortAnswers(filtered, by, ({ answer }) => answer)
    answers.replaceChildren(...sorted.slice(0, view.shown).map(({ answer, position }) => row(answer, position)))
    shownText.textContent =
      listed.length === 0
        ? 'No answers listed yet.'
        : `Showing ${Math.min(view.shown, sorted.length)} of ${sorted.length} ${view.filter === 'all' ? 'answers' : view.filter}.`
    more.textContent = `Show ${Math.min(PAGE, sorted.length - view.shown)} more`
    more.hidden = sorted.length <= view.shown
    showRollCallNames(id, answers)
  }

  filter.addEventListener('change', () => {
    view.filter = filter.value as RowsView['filter']
    view.shown = PAGE
    draw()
  })
  sort.addEventListener('change', () => {
    view.sort = sort.value as RowsView['sort']
    draw()
  })
  more.addEventListener('click', () => {
    view.shown += PAGE
    draw()
    // The button goes with the last answers: the list keeps the focus it had.
    if (more.hidden) answers.focus()
  })

  return {
    element: element(
      'div',
      { class: 'roll-call__list' },
      element(
        'div',
        { class: 'roll-call__controls' },
        element('label', { class: 'field', for: filter.id }, element('span', {}, 'Show'), filter),
        element('label', { class: 'field', for: sort.id }, element('span', {}, 'Sort by'), sort),
      ),
      shownText,
      namesNote(),
      answers,
      more,
    ),
    show(next) {
      listed = next
      draw()
    },
  }
}

function row(answer: ListedAnswer, position: number): HTMLElement {
  const { duplicateOf } = answer
  const duplicate = duplicateOf !== undefined
  // The rule broken, in its own words: expired, signed by someone else, for another site or request. A message
  // may quote the proof, so it goes through the display step: hidden characters marked, its length bounded.
  const verdict = duplicate
    ? `Repeats answer ${duplicateOf + 1}, so it is left out.`
    : answer.kept
      ? 'Accepted: it keeps every rule.'
      : `Not accepted: ${displayText(answer.broken?.message ?? 'it breaks a rule.', { target: 'page', maxLength: WHY_LENGTH })}`
  return element(
    'li',
    {
      class: `roll-call__answer roll-call__answer--${duplicate ? 'duplicate' : answer.kept ? 'kept' : 'broken'}`,
      'data-testid': 'roll-call-answer',
      'data-position': String(position),
      'data-kept': String(answer.kept),
      'data-duplicate': String(duplicate),
      'data-rule': answer.broken?.rule ?? '',
      'data-addresses': answer.addresses.join(' '),
    },
    element(
      'p',
      { class: 'roll-call__verdict' },
      element('span', { 'aria-hidden': 'true' }, duplicate ? '= ' : answer.kept ? '✓ ' : '✗ '),
      element('strong', {}, `${position}. `),
      verdict,
    ),
    provenAddresses(answer.addresses),
    element(
      'p',
      { class: 'muted small' },
      `${answer.signedAt ? `Signed ${formatWhen(answer.signedAt)}. ` : ''}Checked ${formatWhen(answer.checkedAt)}. `,
      element('a', { href: answer.link, 'aria-label': `Open answer ${position} on the Verify page` }, 'Open'),
    ),
  )
}
