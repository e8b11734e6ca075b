/** How a share ended: the sheet handed the link on, the person closed it, or the browser refused. */
export type ShareOutcome = 'shared' | 'cancelled' | 'failed'

/** Whether this browser has a share sheet (most phones; few desktop browsers). */
export function canShareLinks(): boolean {
  // `navigator.share` is missing in many desktop browsers, whatever the DOM types say.
  return typeof navigator !== 'undefined' && typeof (navigator as Partial<Navigator>).share === 'function'
}

/** Opens the browser's share sheet with a link; never throws. */
export async function shareLink(data: { title: string; url: string }): Promise<ShareOutcome> {
  try {
    await navigator.share(data)
    return 'shared'
  } catch (error) {
    // Closing the sheet is an AbortError: nothing to say.
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed'
  }
}
