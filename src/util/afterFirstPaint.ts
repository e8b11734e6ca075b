/** How long to wait for a frame before running anyway: a page that is visible but not rendering (an occluded window) may give none. */
const FRAME_WAIT_MS = 3000

/**
 * Runs `run` once, in the first task after the page's first paint: a frame's callbacks run just
 * before it is painted, so a task queued from one runs once it is on screen. Work started from here
 * cannot hold back that paint. A page that has painted already (its paint entry is recorded) runs
 * it in the next task; a hidden page, which paints nothing, too.
 */
export function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden' || performance.getEntriesByType('paint').length > 0) {
    setTimeout(run)
    return
  }
  let ran = false
  const once = () => {
    if (ran) return
    ran = true
    clearTimeout(fallback)
    run()
  }
  const fallback = setTimeout(once, FRAME_WAIT_MS)
  requestAnimationFrame(() => setTimeout(once))
}
