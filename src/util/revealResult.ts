/**
 * Brings what an action made to the eyes and the keyboard: scrolled to the top of the view and focused.
 * A screen reader says it as focus lands on it, once: what is focused this way is not also written
 * into a live region.
 */
export function revealResult(shown: HTMLElement, focused: HTMLElement = shown): void {
  focused.tabIndex = -1
  shown.scrollIntoView({ block: 'start' })
  focused.focus({ preventScroll: true })
}
