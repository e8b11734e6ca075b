import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterRelease } from './afterRelease'

describe('afterRelease', () => {
  let page: EventTarget & { sigilPressed?: boolean }

  beforeEach(() => {
    vi.useFakeTimers()
    page = new EventTarget()
    vi.stubGlobal('window', page)
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** A press in progress, and an island waiting on it. */
  function duringPress() {
    page.sigilPressed = true
    const swap = vi.fn()
    const cancel = afterRelease(swap)
    return { swap, cancel }
  }

  it('swaps at once when nothing is pressed', () => {
    const swap = vi.fn()
    afterRelease(swap)
    expect(swap).toHaveBeenCalledTimes(1)
  })

  it('waits for the release, then for the click it makes', () => {
    const { swap } = duringPress()
    vi.advanceTimersByTime(1000)
    expect(swap).not.toHaveBeenCalled()
    page.dispatchEvent(new Event('pointerup'))
    expect(swap).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(swap).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(swap).toHaveBeenCalledTimes(1)
  })

  it('a cancelled press counts as a release', () => {
    const { swap } = duringPress()
    page.dispatchEvent(new Event('pointercancel'))
    vi.advanceTimersByTime(1)
    expect(swap).toHaveBeenCalledTimes(1)
  })

  it('does not wait forever for a release it never hears', () => {
    const { swap } = duringPress()
    vi.advanceTimersByTime(4_999)
    expect(swap).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    // The deferred swap: a zero-delay timeout, which fake timers run a millisecond on.
    vi.advanceTimersByTime(1)
    expect(swap).toHaveBeenCalledTimes(1)
  })

  it('cancelled before the release, it never swaps', () => {
    const { swap, cancel } = duringPress()
    cancel()
    page.dispatchEvent(new Event('pointerup'))
    vi.advanceTimersByTime(10_000)
    expect(swap).not.toHaveBeenCalled()
  })
})
