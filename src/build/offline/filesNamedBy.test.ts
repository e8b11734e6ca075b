import { expect, test } from 'vitest'
import { filesNamedBy } from './filesNamedBy'

test('behavior: scripts, preloads, island attributes and space-separated lists, at the root and under a base, once each', () => {
  const html = [
    '<script type="module" src="/_astro/page.A1.js"></script>',
    '<link rel="modulepreload" href="/deploy/sigil/_astro/shared.B2.js">',
    '<astro-island component-url="/_astro/WalletMenu.C3.js" renderer-url="/_astro/client.D4.js">',
    '<div data-reader-common="/_astro/shared.B2.js /_astro/reader.E5.js">',
    '<style>body{background:url(/_astro/bg.F6.svg)}</style>',
  ].join('')
  expect(filesNamedBy(html).sort()).toEqual([
    '_astro/WalletMenu.C3.js',
    '_astro/bg.F6.svg',
    '_astro/client.D4.js',
    '_astro/page.A1.js',
    '_astro/reader.E5.js',
    '_astro/shared.B2.js',
  ])
})

test('behavior: a query or fragment after a name is not part of it; text that only mentions _astro is not a file', () => {
  expect(filesNamedBy('<a href="/_astro/x.G7.js?v=1#top">')).toEqual(['_astro/x.G7.js'])
  expect(filesNamedBy('<p>files live in _astro/ folders</p>')).toEqual([])
})
