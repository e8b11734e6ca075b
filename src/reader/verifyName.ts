/**
 * /verify/, after a valid EVM verdict: the address's ENS name or Basename, looked up now and shown
 * only once it points back to the address. Loaded after the verdict has been painted, so it is
 * never part of the reader's fast path; the proof itself never carries a name.
 */
import { nameParts } from '../names/nameParts'
import { $names, nameOf, requestEvmName, type EvmName } from '../stores/names'
import { element } from '../util/element'

const NAME_NOTE = 'checked just now. Names can change after signing: the proof is for the address.'

function nameFacts(name: EvmName): Node[] {
  const { start, end } = nameParts(name.name)
  const row = element(
    'span',
    { class: 'name-line' },
    // Gives way from its start when space runs out; the suffix (.eth, .base.eth) always shows.
    element(
      'strong',
      { class: 'account-name', title: name.name },
      element('span', { class: 'account-name__start' }, start),
      element('span', { class: 'account-name__end' }, end),
    ),
  )
  if (name.avatar)
    row.prepend(element('img', { class: 'avatar', src: name.avatar, alt: '', width: '24', height: '24' }))
  const kind = name.source === 'ens' ? 'ENS name' : 'Basename'
  const note = element('span', { class: 'name-note muted small' }, `${kind}, ${NAME_NOTE}`)
  return [element('dt', {}, 'Name'), element('dd', { 'data-testid': 'verify-name' }, row, note)]
}

/** Paints the name beside the verdict's address once known; returns a function that stops waiting. */
export function showVerifiedName(verdict: HTMLElement, address: string): () => void {
  const addressValue = verdict.querySelector('[data-testid="verify-address"]')
  if (!addressValue) return () => undefined
  requestEvmName(address)
  let shown = false
  const stop = $names.subscribe((names) => {
    const name = nameOf(names, address)
    if (!name || shown || !addressValue.isConnected) return
    shown = true
    addressValue.after(...nameFacts(name))
  })
  return stop
}
