import { afterEach, describe, expect, test, vi } from 'vitest'
import { withTimeout } from './withTimeout'

afterEach(() => vi.useRealTimers())

describe('withTimeout', () => {
  test('default: an answer in time passes through, and no timer is left', async () => {
    vi.useFakeTimers()
    await expect(withTimeout(Promise.resolve(7), 1000, () => new Error('late'))).resolves.toBe(7)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('behavior: a rejection in time passes through unchanged', async () => {
    const cause = new Error('refused')
    await expect(withTimeout(Promise.reject(cause), 1000, () => new Error('late'))).rejects.toBe(cause)
  })

  test("behavior: no answer in time rejects with the caller's error", async () => {
    vi.useFakeTimers()
    const never = new Promise<number>(() => undefined)
    const result = withTimeout(never, 1000, () => new Error('no answer within 1 s'))
    vi.advanceTimersByTime(1000)
    await expect(result).rejects.toThrow('no answer within 1 s')
  })
})
