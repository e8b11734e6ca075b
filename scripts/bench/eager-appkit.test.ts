import { expect, test } from 'vitest'
import { addEagerIsland } from './eager-appkit.ts'

test('addEagerIsland', () => {
  const layout = `---\nimport A from './A.astro'\n---\n<html><body><main/></body></html>\n`
  expect(addEagerIsland(layout)).toBe(
    `---\nimport EagerAppKit from '../../scripts/bench/EagerAppKit.tsx'\nimport A from './A.astro'\n---\n<html><body><main/>  <EagerAppKit client:only="react" />\n  </body></html>\n`,
  )
})

test('behavior: a layout without frontmatter or </body> fails loudly', () => {
  expect(() => addEagerIsland('<html></html>')).toThrow(/eager AppKit build: Site.astro lacks/)
})
