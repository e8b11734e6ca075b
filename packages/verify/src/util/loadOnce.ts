/**
 * Code (or anything slow to get) fetched once and shared: every call returns the same promise
 * while it holds. A failure is forgotten, so the next call tries again instead of handing every
 * later caller the same old error: a flaky network must not break the page for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let held: Promise<T> | undefined
  return () =>
    (held ??= load().catch((error: unknown) => {
      held = undefined
      throw error
    }))
}
