import { expect, test } from 'vitest'
import { joinBase, sitePath, siteUrl, type SitePage } from './sitePath'

test('default', () => {
  // Vitest builds with Vite's default base.
  expect(sitePath('')).toBe('/')
  expect(sitePath('verify/')).toBe('/verify/')
  expect(siteUrl('prove/', 'https://sigil.example')).toBe('https://sigil.example/prove/')
})

test('behavior: joinBase puts exactly one slash between base and page', () => {
  const pages: SitePage[] = ['', 'account/', 'prove/', 'request/', 'verify/', 'wallets/', 'favicon.svg']
  for (const base of ['/deploy/sigil/', '/deploy/sigil', '/deploy/sigil//']) {
    expect(pages.map((page) => joinBase(base, page))).toEqual([
      '/deploy/sigil/',
      '/deploy/sigil/account/',
      '/deploy/sigil/prove/',
      '/deploy/sigil/request/',
      '/deploy/sigil/verify/',
      '/deploy/sigil/wallets/',
      '/deploy/sigil/favicon.svg',
    ])
  }
  expect(joinBase('/', 'wallets/')).toBe('/wallets/')
  expect(joinBase('', '')).toBe('/')
})
