import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { afterFirstPaint } from './afterFirstPaint'

let frames: Array<() => void>
let painted: boolean

beforeEach(() => {
  vi.useFakeTimers()
  frames = []
  painted = false
  vi.stubGlobal('document', { visibilityState: 'visible' })
  vi.stubGlobal('performance', { getEntriesByType: () => (painted ? [{ name: 'first-paint' }] : []) })
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The browser's next frame: its callbacks, then its paint. */
function frame(): void {
  for (const callback of frames.splice(0)) callback()
  painted = true
}

test('runs in the task after the first frame, not before it, and once', () => {
  const run = vi.fn()
  afterFirstPaint(run)
  vi.advanceTimersByTime(1000)
  expect(run).not.toHaveBeenCalled()
  frame()
  expect(run).not.toHaveBeenCalled() // not in the frame itself
  vi.advanceTimersByTime(0)
  expect(run).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(10_000)
  expect(run).toHaveBeenCalledTimes(1)
})

test('a page that has painted, or is hidden, runs it in the next task', () => {
  const run = vi.fn()
  painted = true
  afterFirstPaint(run)
  vi.advanceTimersByTime(0)
  expect(run).toHaveBeenCalledTimes(1)
  painted = false
  vi.stubGlobal('document', { visibilityState: 'hidden' })
  afterFirstPaint(run)
  vi.advanceTimersByTime(0)
  expect(run).toHaveBeenCalledTimes(2)
  expect(frames).toEqual([])
})

test('a visible page that gives no frame runs it all the same, a few seconds on', () => {
  const run = vi.fn()
  afterFirstPaint(run)
  vi.advanceTimersByTime(2999)
  expect(run).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(1)
  frame()
  vi.advanceTimersByTime(0)
  expect(run).toHaveBeenCalledTimes(1)
})
