/**
 * The unit tests share each worker's imports (vitest.config.ts), except the files that change the
 * process for what they import: every test file that stubs a global, mocks a module or changes the
 * working directory is listed to run alone, and every file listed does one of those. The plain-DOM parts'
 * tests (`*.dom.test.ts`) run apart too, each under happy-dom.
 */
import { readFileSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { ALONE, DOM_TESTS, TESTS } from '../vitest.config.ts'

const CHANGES_THE_PROCESS = /vi\.(stubGlobal|mock|doMock|stubEnv)\(|globalThis\.[a-zA-Z]+ =|process\.chdir\(/

const files: string[] = []
for (const pattern of TESTS) for await (const file of glob(pattern)) files.push(file)

const domFiles: string[] = []
for (const pattern of DOM_TESTS) for await (const file of glob(pattern)) domFiles.push(file)

test('every test file that changes the process for its imports runs alone', () => {
  const changing = files
    .filter((file) => !domFiles.includes(file))
    .filter((file) => CHANGES_THE_PROCESS.test(readFileSync(file, 'utf8')))
    .sort()
  expect(changing).toEqual([...ALONE].sort())
})

test('the DOM tests run in a document of their own, apart from the shared workers', () => {
  expect(domFiles.length).toBeGreaterThan(0)
  for (const file of domFiles) expect(ALONE).not.toContain(file)
})
