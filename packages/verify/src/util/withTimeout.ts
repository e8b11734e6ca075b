/**
 * Settles like `promise`, or rejects with `timeoutError()` once `ms` have passed without an
 * answer. The timer is cleared either way, so nothing is left pending.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes the original rejection through unchanged
        reject(error)
      },
    )
  })
}
