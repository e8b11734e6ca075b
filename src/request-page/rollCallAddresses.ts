/**
 * How a roll call's answer shows its proven addresses: each in full, and beside an EVM address its
 * checked name once known (./rollCallNames.ts says when). The address always stays: the proof is for
 * the address, and a name can change after signing. No avatar: it would be fetched from a host the
 * prover chose, for every answer scrolled past.
 */
import { nameParts } from '../names/nameParts'
import type { EvmName } from '../stores/names'
import { element } from '../util/element'

/** On each address's item: the address, as proven. */
export const ADDRESS_OF = 'data-address'
const NAMES_NOTE = 'roll-call__names-note'

/** What a name beside an address is worth, as /verify/ says it: hidden until the list shows a name. */
export function namesNote(): HTMLElement {
  return element(
    'p',
    { class: `${NAMES_NOTE} muted small`, 'data-testid': 'roll-call-names-note', hidden: '' },
    'Names are checked just now and can change after signing: each answer is a proof for its address.',
  )
}

export function provenAddresses(addresses: readonly string[]): HTMLElement {
  if (addresses.length === 0) return element('p', { class: 'small' }, 'No address proven')
  return element(
    'ul',
    { class: 'roll-call__addresses small' },
    ...addresses.map((address) =>
      element('li', { [ADDRESS_OF]: address }, element('span', { class: 'mono' }, address)),
    ),
  )
}

/** Shows `name` after the address in its item, once; the kind is said to screen readers, seen in the suffix. */
export function showAddressName(item: HTMLElement, name: EvmName): void {
  if (item.querySelector('.roll-call__name')) return
  item.closest('.roll-call__list')?.querySelector(`.${NAMES_NOTE}`)?.removeAttribute('hidden')
  const { start, end } = nameParts(name.name)
  item.append(
    ' ',
    element(
      'span',
      { class: 'roll-call__name', 'data-testid': 'roll-call-name' },
      element('span', { class: 'visually-hidden' }, name.source === 'ens' ? 'ENS name ' : 'Basename '),
      // Gives way from its start when space runs out; the suffix (.eth, .base.eth) always shows.
      element(
        'span',
        { class: 'account-name', title: name.name },
        element('span', { class: 'account-name__start' }, start),
        element('span', { class: 'account-name__end' }, end),
      ),
    ),
  )
}
