/**
 * The header's first-paint wallet status (FirstPaintStatus.astro) follows a connection made
 * before the header island has woken: a wallet chosen in the list is `connected` in the page the
 * moment it grants the account, not once React has loaded and rendered. The island replaces the
 * placeholder when it wakes (it lives in the island's static slot, which React does not hydrate).
 * A connection being made and a connection made are painted, and an end (a declined choice, a
 * remembered wallet that no longer grants the account) puts back the placeholder's own Connect button;
 * anything else puts back what the placeholder showed.
 */
import { shortAddress } from '../stores/account'
import { $connection, type Connection } from '../stores/connection'
import { statusAttributes } from '../stores/statusAttributes'
import { element } from '../util/element'
import { walletIcon } from './walletIcon'
import type { BridgeWindow } from './firstPaintBridge'

const PLACEHOLDER = 'astro-island[ssr] [data-testid="wallet-status"]'
const CONTRACT_ATTRIBUTES = ['data-status', 'data-address', 'data-namespace', 'data-transport'] as const

/** The first-paint script's Connect button (FirstPaintStatus.astro), whose press opens the list before React. */

type Saved = { placeholder: HTMLElement; attributes: Map<string, string | null>; children: Node[] }
let saved: Saved | undefined

function save(placeholder: HTMLElement): Saved {
  return {
    placeholder,
    attributes: new Map(CONTRACT_ATTRIBUTES.map((name) => [name, placeholder.getAttribute(name)])),
    children: [...placeholder.childNodes],
  }
}

/** The contract's attributes for `connection`, each one absent from it as null (removed). */
function contractAttributes(connection: Connection): Map<string, string | null> {
  const attributes = statusAttributes(connection)
  return new Map(CONTRACT_ATTRIBUTES.map((name) => [name, attributes[name] ?? null]))
}

function setAttributes(target: HTMLElement, attributes: ReadonlyMap<string, string | null>): void {
  for (const [name, value] of attributes) {
    if (value === null) target.removeAttribute(name)
    else target.setAttribute(name, value)
  }
}

/** Paints `connection` with `content`, keeping what the placeholder showed before to put it back. */
function paintOver(placeholder: HTMLElement, connection: Connection, content: Node): void {
  if (saved?.placeholder !== placeholder) saved = save(placeholder)
  setAttributes(placeholder, contractAttributes(connection))
  placeholder.replaceChildren(content)
}

export function paintPlaceholderStatus(connection: Connection): void {
  const placeholder = document.querySelector<HTMLElement>(PLACEHOLDER)
  if (!placeholder) {
    saved = undefined
    return
  }
  const account = connection.active ? connection.accounts[connection.active] : undefined
  if (connection.status === 'connected' && account) {
    paintOver(
      placeholder,
      connection,
      element(
        'span',
        { class: 'chip', title: account.address },
        walletIcon(account.walletIcon, 20),
        element('span', { class: 'mono' }, shortAddress(account.address)),
      ),
    )
    return
  }
  if (connection.status === 'connecting') {
    // As the island says it: the wallet is asked, and a press opens the list again.
    const connectButton = (window as BridgeWindow).sigilConnectButton
    if (!connectButton) return
    const button = connectButton()
    button.textContent = 'Connecting\u2026'
    button.setAttribute('aria-busy', 'true')
    paintOver(placeholder, connection, button)
    return
  }
  if (connection.status === 'disconnected') {
    saved = undefined
    const connectButton = (window as BridgeWindow).sigilConnectButton
    if (placeholder.getAttribute('data-status') === 'disconnected' || !connectButton) return
    setAttributes(placeholder, contractAttributes(connection))
    placeholder.replaceChildren(connectButton())
    return
  }
  if (saved?.placeholder !== placeholder) return
  setAttributes(placeholder, saved.attributes)
  placeholder.replaceChildren(...saved.children)
  saved = undefined
}

let following = false

/** Paints the placeholder from every change of the connection on this page, from now on. Idempotent. */
export function followConnectionInPlaceholder(): void {
  if (following) return
  following = true
  $connection.listen(paintPlaceholderStatus)
}
