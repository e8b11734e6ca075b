/**
 * The list of requests is drawn anew when what it shows changes: a roll call's answers read or
 * pasted, another tab's request, the clock closing one. A keyboard user on one of its controls must
 * not be sent back to the top of the page by that: the control they were on, or the same control of
 * the same request in the new drawing, keeps the focus.
 */

/** What a control is called: its label, else its text. */
function controlName(control: HTMLElement): string {
  return control.getAttribute('aria-label') ?? control.textContent
}

/** The request (`[data-nonce]`) an element belongs to, in `list`. */
function requestOf(element: HTMLElement): string | undefined {
  return element.closest<HTMLElement>('[data-nonce]')?.dataset.nonce
}

/**
 * Runs `redraw`, which replaces `list`'s children. An element kept across it (a roll call's open
 * panel, moved into the new item) gets the focus back; a control drawn anew is found again by its
 * request, its kind and its name. A control that is gone (its request removed) leaves the focus to
 * the caller.
 */
export function redrawKeepingFocus(list: HTMLElement, redraw: () => void): void {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || !list.contains(focused)) {
    redraw()
    return
  }
  const nonce = requestOf(focused)
  const name = controlName(focused)
  redraw()
  if (focused.isConnected) {
    if (document.activeElement !== focused) focused.focus({ preventScroll: true })
    return
  }
  const again = [...list.querySelectorAll<HTMLElement>(focused.tagName)].find(
    (candidate) => requestOf(candidate) === nonce && controlName(candidate) === name,
  )
  again?.focus({ preventScroll: true })
}
