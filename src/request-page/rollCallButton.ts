import type { RollCallAnswer } from 'sigil-verify/rollCall/types'
import type { StoredRequest } from '../stores/requests'
import { element } from '../util/element'
import type { RollCallPanel } from './rollCallPanel'

/** Each roll call's open panel, kept across renders of the list. */
export const panels = new Map<string, RollCallPanel>()

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
  const kept = panels.get(nonce)
  if (kept) {
    slot.append(kept.element)
    button.setAttribute('aria-expanded', 'true')
  }
  button.addEventListener('click', () => {
    const open = panels.get(nonce)
    if (open) {
      open.element.remove()
      panels.delete(nonce)
      button.setAttribute('aria-expanded', 'false')
      return
    }
    button.setAttribute('aria-busy', 'true')
    import('./rollCallPanel')
      .then(({ rollCallPanel }) => rollCallPanel(stored, panelId, (list) => onListed(nonce, list)))
      .then((panel) => {
        panels.set(nonce, panel)
        slot.append(panel.element)
        button.setAttribute('aria-expanded', 'true')
        panel.element.querySelector('textarea')?.focus()
      })
      .catch(() => document.documentElement.setAttribute('data-wake-failed', ''))
      .finally(() => button.removeAttribute('aria-busy'))
  })
  return button
}
