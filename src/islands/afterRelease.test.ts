import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterRelease } from './afterRelease'

describe('afterRelease', () => {
  let page: EventTarget & { sigilPressed?: boolean }

  beforeEach(() => {
    vi.useFakeTimers()
    page = new EventTarget()
    vi.stubGlobal('window', page)
    // Node's EventTarget does not pair a capture listener with its removal; a page has one phase here.
    vi.stubGlobal('addEventListener', (type: string, listener: EventListener) => page.addEventListener(type, listener))
    vi.stubGlobal('removeEventListener', (type: string, listener: EventListener) => page.removeEventListener(type, listener))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('swaps at once when nothing is pressed', () => {
    const swap = vi.fn()
    afterRelease(swap)
    expect(swap).toHaveBeenCalledTimes(1)
  })

  it('waits for the release, then for the click it makes', () => {
    page.sigilPressed = true
    const swap = vi.fn()
    afterRelease(swap)
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
    page.sigilPressed = true
    const swap = vi.fn()
    afterRelease(swap)
    page.dispatchEvent(new Event('pointercancel'))
    vi.advanceTimersByTime(1)
    expect(swap).toHaveBeenCalledTimes(1)
  })

  it('does not wait forever for a release it never hears', () => {
    page.sigilPressed = true
    const swap = vi.fn()
    afterRelease(swap)
    vi.advanceTimersByTime(4_999)
    expect(swap).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    // The deferred swap: a zero-delay timeout, which fake timers run a millisecond on.
    vi.advanceTimersByTime(1)
    expect(swap).toHaveBeenCalledTimes(1)
  })

  it('cancelled before the release, it never swaps', () => {
    page.sigilPressed = true
    const swap = vi.fn()
    const cancel = afterRelease(swap)
    cancel()
    page.dispatchEvent(new Event('pointerup'))
    vi.advanceTimersByTime(10_000)
    expect(swap).not.toHaveBeenCalled()
  })
})
