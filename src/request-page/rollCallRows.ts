/**
 * A roll call's list as the page shows it: filtered (all, kept, broken), sorted (as received, by
 * address, by signing time) and shown a hundred at a time, so a list of thousands stays quick to
 * draw. Each answer says what its verified result holds: the accounts proven (with their names,
 * as /verify/ shows them), when it was signed, and the rules kept or the first one broken.
 */
import type { ListedAnswer } from '../proof/rollCall/types'
import { formatWhen } from '../proof/requestText'
import { REQUEST_RULE_NAMES } from '../proof/checkRequestAnswer'
import { element } from '../util/element'
import { provenAddresses } from './rollCallAddresses'
import { showRollCallNames } from './rollCallNames'

export type RowsView = {
  filter: 'all' | 'kept' | 'broken'
  sort: 'received' | 'address' | 'signed'
  /** How many answers are drawn. */
  shown: number
}

const PAGE = 100

/** `id`: the same for every drawing of one list, so a control keeps focus when it redraws the list. */
export function rollCallRows(
  listed: readonly ListedAnswer[],
  view: RowsView,
  redraw: () => void,
  id: string,
): HTMLElement {
  const numbered = listed.map((answer, index) => ({ answer, position: index + 1 }))
  const filtered = numbered.filter(({ answer }) => view.filter === 'all' || (view.filter === 'kept') === answer.kept)
  const sorted =
    view.sort === 'received'
      ? filtered
      : [...filtered].sort((a, b) =>
          view.sort === 'address'
            ? (a.answer.addresses[0] ?? '~').localeCompare(b.answer.addresses[0] ?? '~')
            : (a.answer.signedAt ?? '~').localeCompare(b.answer.signedAt ?? '~'),
        )
  const filter = element(
    'select',
    { id: `${id}-filter` },
    ...(['all', 'kept', 'broken'] as const).map((value) =>
      element(
        'option',
        { value, ...(view.filter === value ? { selected: '' } : {}) },
        { all: 'All answers', kept: 'Kept', broken: 'Broken' }[value],
      ),
    ),
  )
  const sort = element(
    'select',
    { id: `${id}-sort` },
    ...(['received', 'address', 'signed'] as const).map((value) =>
      element(
        'option',
        { value, ...(view.sort === value ? { selected: '' } : {}) },
        { received: 'As received', address: 'Address', signed: 'When signed' }[value],
      ),
    ),
  )
  filter.addEventListener('change', () => {
    view.filter = filter.value as RowsView['filter']
    view.shown = PAGE
    redraw()
    document.getElementById(`${id}-filter`)?.focus()
  })
  sort.addEventListener('change', () => {
    view.sort = sort.value as RowsView['sort']
    redraw()
    document.getElementById(`${id}-sort`)?.focus()
  })
  const more = element(
    'button',
    { type: 'button', class: 'btn btn--small' },
    `Show ${Math.min(PAGE, sorted.length - view.shown)} more`,
  )
  more.addEventListener('click', () => {
    view.shown += PAGE
    redraw()
  })
  const answers = element(
    'ol',
    { class: 'roll-call__answers', 'data-testid': 'roll-call-answers' },
    ...sorted.slice(0, view.shown).map(({ answer, position }) => row(answer, position)),
  )
  showRollCallNames(id, answers)
  return element(
    'div',
    { class: 'roll-call__list' },
    element(
      'div',
      { class: 'roll-call__controls' },
      element('label', { class: 'field', for: `${id}-filter` }, element('span', {}, 'Show'), filter),
      element('label', { class: 'field', for: `${id}-sort` }, element('span', {}, 'Sort by'), sort),
    ),
    element(
      'p',
      { class: 'muted small', 'data-testid': 'roll-call-shown' },
      listed.length === 0
        ? 'No answers listed yet.'
        : `Showing ${Math.min(view.shown, sorted.length)} of ${sorted.length} ${view.filter === 'all' ? 'answers' : view.filter}.`,
    ),
    answers,
    ...(sorted.length > view.shown ? [more] : []),
  )
}

function row(answer: ListedAnswer, position: number): HTMLElement {
  const { duplicateOf } = answer
  const duplicate = duplicateOf !== undefined
  const verdict = duplicate
    ? `Duplicate of answer ${duplicateOf + 1}: not counted again`
    : answer.kept
      ? 'Kept every rule: counted'
      : `Broken: ${(REQUEST_RULE_NAMES as Record<string, string | undefined>)[answer.broken?.rule ?? ''] ?? 'a rule'}. ${answer.broken?.message ?? ''}`
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
