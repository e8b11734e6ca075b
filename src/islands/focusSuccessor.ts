/**
 * When a placeholder control that had focus was replaced (hydration swaps the server markup
 * for the live UI), focuses its counterpart in the same container: the control of the same
 * kind with the same `name` or, failing that, the same text; else the first such control.
 * Does nothing when the element is still in the page or focus has moved on since.
 */
export function focusSuccessor(previous: Element | null, container: Element | null): void {
  if (!(previous instanceof HTMLElement) || previous.isConnected || !container?.isConnected) return
  if (document.activeElement && document.activeElement !== document.body) return
  const candidates = [...container.querySelectorAll<HTMLElement>(previous.tagName)]
  const name = previous.getAttribute('name')
  const text = previous.textContent.trim()
  const match =
    candidates.find((c) => name !== null && c.getAttribute('name') === name) ??
    candidates.find((c) => text && c.textContent.trim() === text) ??
    candidates[0]
  match?.focus()
}
