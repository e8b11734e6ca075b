import { afterEach, describe, expect, it, vi } from 'vitest'
import { CoreHelperUtil } from '@reown/appkit-controllers'
import { isMobileDevice } from './isMobileDevice'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'

function pretend(userAgent: string, coarsePointer: boolean): void {
  vi.stubGlobal('window', {
    matchMedia: (query: string) => ({ matches: coarsePointer && query === '(pointer:coarse)' }),
  })
  vi.stubGlobal('navigator', { userAgent })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('isMobileDevice', () => {
  it.each([
    ['an iPhone', IPHONE, true, true],
    ['an Android phone', ANDROID, true, true],
    ['a desktop with a mouse', DESKTOP, false, false],
    ['a touch laptop (coarse pointer, desktop agent)', DESKTOP, true, true],
    ['an iPhone agent with a fine pointer', IPHONE, false, true],
  ])('%s → %s, as AppKit decides', (_name, userAgent, coarse, expected) => {
    pretend(userAgent, coarse)
    expect(isMobileDevice()).toBe(expected)
    expect(CoreHelperUtil.isMobile()).toBe(expected)
  })
})
