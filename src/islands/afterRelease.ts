import type { BridgeWindow } from '../wallet-list/firstPaintBridge'

/** Longer than any deliberate press; a release the page never hears must not keep an island asleep. */
const LONGEST_PRESS_MS = 5_000

/**
 * Runs `swap` now, or, while a pointer is pressed (as the wake directive records), once it is
 * released and the click that release makes has been dispatched: swapping the element under
 * a press would turn the click into nothing. Returns a cancel function.
 */
export function afterRelease(swap: () => void): () => void {
  if (!(window as BridgeWindow).sigilPressed) {
    swap()
    return () => undefined
  }
  const listening = new AbortController()
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  const released = () => {
    listening.abort()
    clearTimeout(fallback)
    // The click follows the pointerup in the same task: let it reach the placeholder first.
    swapTimer = setTimeout(swap, 0)
  }
  const options = { capture: true, signal: listening.signal }
  addEventListener('pointerup', released, options)
  addEventListener('pointercancel', released, options)
  const fallback = setTimeout(released, LONGEST_PRESS_MS)
  return () => {
    listening.abort()
    clearTimeout(fallback)
    clearTimeout(swapTimer)
  }
}
