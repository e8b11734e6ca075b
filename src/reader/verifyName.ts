/**
 * /verify/, after a valid EVM verdict: the address's ENS name or Basename, looked up now and shown
 * only once it points back to the address. Loaded after the verdict has been painted, so it is
 * never part of the reader's fast path; the proof itself never carries a name.
 *
 * The name's avatar is the prover's record, on a host the prover chose: it is loaded only when the
 * reader asks (./avatarHost.ts says why), so opening a proof tells the prover nothing.
 */
import { nameParts } from '../names/nameParts'
import { $names, nameOf, requestEvmName, type EvmName } from '../stores/names'
import { element } from '../util/element'
import { avatarHost } from './avatarHost'

const NAME_NOTE = 'checked just now. Names can change after signing: the proof is for the address.'

function avatarImage(src: string): HTMLImageElement {
  return element('img', { class: 'avatar', src, alt: '', width: '24', height: '24', decoding: 'async' })
}

/**
 * Puts the avatar in `row` when showing it fetches nothing; otherwise returns a line naming its
 * host with a button that loads it there. Once loaded, the line says so and takes the focus the
 * button had, so a keyboard or screen reader user is not dropped at the top of the page.
 */
function avatarOffer(row: HTMLElement, src: string): HTMLElement | undefined {
  const host = avatarHost(src)
  if (host === undefined) {
    row.prepend(avatarImage(src))
    return undefined
  }
  const button = element('button', { type: 'button', class: 'btn btn--small btn--quiet' }, 'Show avatar')
  const offer = element(
    'span',
    { class: 'name-note small', tabindex: '-1', 'data-testid': 'verify-avatar' },
    button,
    ' ',
    element('span', { class: 'muted' }, `The image is loaded from ${host}, which sees when it is asked for.`),
  )
  button.addEventListener(
    'click',
    () => {
      row.prepend(avatarImage(src))
      offer.replaceChildren(element('span', { class: 'muted' }, `Avatar loaded from ${host}.`))
      offer.focus()
    },
    { once: true },
  )
  return offer
}

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
  const offer = name.avatar === undefined ? undefined : avatarOffer(row, name.avatar)
  const kind = name.source === 'ens' ? 'ENS name' : 'Basename'
  const note = element('span', { class: 'name-note muted small' }, `${kind}, ${NAME_NOTE}`)
  const value = element('dd', { 'data-testid': 'verify-name' }, row, ...(offer ? [offer] : []), note)
  return [element('dt', {}, 'Name'), value]
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
