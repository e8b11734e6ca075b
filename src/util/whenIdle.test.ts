import { afterEach, expect, test, vi } from 'vitest'
import { whenIdle } from './whenIdle'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('asks the browser for an idle moment, bounded by the time given', () => {
  const asked: { timeout?: number }[] = []
  let idle: (() => void) | undefined
  vi.stubGlobal('window', { requestIdleCallback: {} })
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout?: number }) => {
    idle = callback
    asked.push(options)
  })
  const run = vi.fn()
  whenIdle(run, 5_000)
  expect(run).not.toHaveBeenCalled()
  expect(asked).toEqual([{ timeout: 5_000 }])
  idle?.()
  expect(run).toHaveBeenCalledTimes(1)
})

test('waits a moment where the browser has no idle callbacks', () => {
  vi.useFakeTimers()
  vi.stubGlobal('window', {})
  const run = vi.fn()
  whenIdle(run)
  vi.advanceTimersByTime(199)
  expect(run).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(1)
})
