import { describe, expect, test } from 'vitest'
import { staticImportsOf, withIslandPreloads } from './islandPreloads'

const chunks: Record<string, string> = {
  '/_astro/Menu.js': 'import{a as e}from"./site.js";export default e',
  '/_astro/client.js': 'import{r}from"./react.js";export default r',
  '/_astro/site.js': 'import{r}from"./react.js";const l=()=>import("./appkit.js");export const a=r',
  '/_astro/react.js': 'import"./runtime.js";export const r=1',
  '/_astro/runtime.js': 'export const t=1',
  '/_astro/appkit.js': 'import"./huge.js"',
}
const read = (url: string) => chunks[url]

describe('staticImportsOf', () => {
  test('default: the static closure of the entries, without them, and never a dynamic import', async () => {
    expect(await staticImportsOf(['/_astro/Menu.js', '/_astro/client.js'], read)).toEqual([
      '/_astro/react.js',
      '/_astro/runtime.js',
      '/_astro/site.js',
    ])
  })

  test('behavior: a chunk missing from the build ends its branch quietly', async () => {
    expect(await staticImportsOf(['/_astro/gone.js'], read)).toEqual([])
  })
})

describe('withIslandPreloads', () => {
  test('default: each island gets the list as an attribute; nothing else in the page changes', async () => {
    const html =
      '<p>x</p><astro-island uid="1" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="intent"></astro-island>'
    expect(await withIslandPreloads(html, read)).toBe(
      '<p>x</p><astro-island uid="1" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="intent" data-preload="/_astro/react.js /_astro/runtime.js /_astro/site.js"></astro-island>',
    )
  })

  test('behavior: a page without islands, or already done, is returned as it was', async () => {
    expect(await withIslandPreloads('<p>static</p>', read)).toBe('<p>static</p>')
    const done = '<astro-island component-url="/_astro/Menu.js" data-preload="/x.js"></astro-island>'
    expect(await withIslandPreloads(done, read)).toBe(done)
  })
})
