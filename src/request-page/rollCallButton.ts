import type { RollCallAnswer } from 'sigil-verify/rollCall/types'
import type { StoredRequest } from '../stores/requests'
import { element } from '../util/element'
import type { RollCallPanel } from './rollCallPanel'

/** Each roll call's open panel, kept across renders of the list. */
export const panels = new Map<string, RollCallPanel>()

type Drawn = { button: HTMLButtonElement; slot: HTMLElement }

/**
 * Each roll call's button and slot as last drawn: the list can be drawn again while a panel's code is
 * on its way (its stored answers were read just then), and the panel belongs in the list on the page.
 */
const drawn = new Map<string, Drawn>()

/** The roll calls whose panel is on its way: a second press meanwhile would open a second one. */
const opening = new Set<string>()

/**
 * The button that opens a roll call's answers (their code fetched then), and the panel it keeps open.
 * `onListed`: the list as stored after the panel changed it.
 */
export function rollCallButton(
  stored: StoredRequest,
  slot: HTMLElement,
  onListed: (nonce: string, list: readonly RollCallAnswer[]) => void,
): HTMLButtonElement {
  const nonce = stored.request.nonce
  const panelId = `roll-call-${nonce}`
  const button = element(
    'button',
    { type: 'button', class: 'btn btn--small', 'aria-expanded': 'false', 'aria-controls': panelId },
    'Answers',
  )
  drawn.set(nonce, { button, slot })
  const kept = panels.get(nonce)
  if (kept) {
    slot.append(kept.element)
    button.setAttribute('aria-expanded', 'true')
  }
  if (opening.has(nonce)) button.setAttribute('aria-busy', 'true')
  button.addEventListener('click', () => {
    if (opening.has(nonce)) return
    const open = panels.get(nonce)
    if (open) {
      open.element.remove()
      panels.delete(nonce)
      button.setAttribute('aria-expanded', 'false')
      return
    }
    opening.add(nonce)
    button.setAttribute('aria-busy', 'true')
    const live = (): Drawn => drawn.get(nonce) ?? { button, slot }
    import('./rollCallPanel')
      .then(({ rollCallPanel }) => rollCallPanel(stored, panelId, (list) => onListed(nonce, list)))
      .then((panel) => {
        panels.set(nonce, panel)
        live().slot.append(panel.element)
        live().button.setAttribute('aria-expanded', 'true')
        panel.element.querySelector('textarea')?.focus()
      })
      .catch(() => document.documentElement.setAttribute('data-wake-failed', ''))
      .finally(() => {
        opening.delete(nonce)
        live().button.removeAttribute('aria-busy')
      })
  })
  return button
}
