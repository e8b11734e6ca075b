/**
 * Runs `run` once the page is idle (within `timeoutMs` at the latest), or a moment later where the
 * browser has no idle callbacks (Safari): for work that can wait but should be done before it is needed.
 */
export function whenIdle(run: () => void, timeoutMs = 1_000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => run(), { timeout: timeoutMs })
  else setTimeout(run, 200)
}
