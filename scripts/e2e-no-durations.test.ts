/**
 * The end-to-end suite asserts what the site does, never how long it takes: a test that holds a time measured on the
 * machine running it passes or fails with that machine's speed and load. Time is the bench's (scripts/bench/). This
 * check reads every file under e2e/ and fails on
 * - a comparison (`toBeLessThan`, `toBeGreaterThanOrEqual`, …) on something timed: a clock reading (`Date.now()`,
 *   `performance.now()`), a duration, a long task, a value in ms or seconds;
 * - a long task or long animation frame observed: "no task over 50 ms" is a duration however it is written;
 * - an assertion given less time than Playwright's own expect timeout: "within a second" is a duration too.
 * A count, a size or a position compared stays: those are structure.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const E2E = join(ROOT, 'e2e')

/** The expect timeout every assertion gets (playwright.config.ts): waiting less than it is a time limit. */
const EXPECT_TIMEOUT = Number(
  /expect:\s*\{\s*timeout:\s*([\d_]+)/
    .exec(readFileSync(join(ROOT, 'playwright.config.ts'), 'utf8'))?.[1]
    ?.replaceAll('_', ''),
)

const COMPARISONS =
  /^(?:not\.)?(?:toBeLessThan|toBeLessThanOrEqual|toBeGreaterThan|toBeGreaterThanOrEqual|toBeCloseTo)$/
/** Code (strings left out) reading a clock or naming a span of time: `elapsed`, `longTask`, `verdictMs`, `LIMIT_MS`. */
const TIMED = [
  /\b(?:Date|performance)\.now\(\)|\bstartTime\b|\bms\b|[a-z](?:Ms|Millis|Seconds)\b|_(?:MS|MILLIS|SECONDS)\b/,
  /\bduration|\belapsed|\blong ?tasks?\b/i,
]
const timed = (code: string) => TIMED.some((words) => words.test(code))
const LONG_TASKS = /['"](?:longtask|long-animation-frame)['"]/

/** Index just past the bracket that closes the one at `open`, skipping strings, template literals and comments. */
function closing(code: string, open: number): number {
  let depth = 0
  for (let i = open; i < code.length; i++) {
    const char = code[i]
    if (char === '/' && code[i + 1] === '/') i = code.indexOf('\n', i)
    else if (char === '/' && code[i + 1] === '*') i = code.indexOf('*/', i) + 1
    else if (char === "'" || char === '"' || char === '`') {
      for (i++; i < code.length && code[i] !== char; i++) if (code[i] === '\\') i++
    } else if (char === '(' || char === '{' || char === '[') depth++
    else if (char === ')' || char === '}' || char === ']') {
      depth--
      if (depth === 0) return i + 1
    }
    if (i < 0) break
  }
  return code.length
}

/** `text` without its string literals: what a message says is no assertion. */
const codeOnly = (text: string) => text.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, "''")

const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length

/** Each assertion in `code` that holds a time, as `line: what`. */
export function durationAssertions(code: string): string[] {
  const found: string[] = []
  for (const call of code.matchAll(/\bexpect(?:\.soft|\.poll)?\(/g)) {
    const subjectEnd = closing(code, call.index + call[0].length - 1)
    const subject = code.slice(call.index, subjectEnd)
    // The matchers chained on it: `.not.toBeLessThan(…)`, `.toHaveText(…, { timeout })`.
    const chained = /^\s*\.((?:not\.)?to\w+)\(/.exec(code.slice(subjectEnd))
    if (!chained?.[1]) continue
    const argsStart = subjectEnd + chained[0].length - 1
    const args = code.slice(argsStart, closing(code, argsStart))
    const line = lineOf(code, call.index)
    if (COMPARISONS.test(chained[1]) && timed(codeOnly(subject + args)))
      found.push(`${line}: ${chained[1]} on a time: ${subject}${args}`)
    const timeout = /\btimeout:\s*([\d_]+)/.exec(subject.startsWith('expect.poll') ? subject + args : args)
    if (timeout?.[1] && Number(timeout[1].replaceAll('_', '')) < EXPECT_TIMEOUT)
      found.push(`${line}: an assertion given ${timeout[1]} ms, less than the ${EXPECT_TIMEOUT} ms every one has`)
  }
  for (const observed of codeOnly(code).matchAll(/\bPerformanceObserver\b|\blongtask\b/g))
    if (LONG_TASKS.test(code.slice(observed.index, observed.index + 400)))
      found.push(`${lineOf(code, observed.index)}: long tasks observed: how long a task takes is the bench's`)
  return [...new Set(found)]
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.[cm]?[jt]s$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('the end-to-end suite', () => {
  test.each(filesUnder(E2E).map((file) => relative(ROOT, file)))('%s asserts no duration', (file) => {
    expect(durationAssertions(readFileSync(join(ROOT, file), 'utf8'))).toEqual([])
  })
})

describe('durationAssertions', () => {
  test('the expect timeout is read from the config', () => {
    expect(EXPECT_TIMEOUT).toBeGreaterThan(0)
  })

  test.each([
    ['a time between two clock readings', 'expect(Date.now() - started).toBeLessThan(500)'],
    [
      'a task measured in the page',
      "expect(await page.evaluate(() => performance.now() - t0), 'check').toBeLessThanOrEqual(50)",
    ],
    ['a duration', 'expect(entry.duration).not.toBeGreaterThan(50)'],
    ['a value in ms', 'expect(verdictMs).toBeLessThan(300)'],
    ['a bound in ms', "expect(result.longest, 'longest').toBeLessThan(LIMIT_MS)"],
    [
      'long tasks observed',
      "new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({ type: 'longtask' })",
    ],
    ['an assertion given a second', "await expect(card).toHaveAttribute('data-address', next, { timeout: 1_000 })"],
    ['a poll given half a second', 'await expect.poll(() => asked.length, { timeout: 500 }).toBe(1)'],
  ])('fires on %s', (_, code) => {
    expect(durationAssertions(code)).toHaveLength(1)
  })

  test.each([
    ['a position in pixels', 'expect(box!.x + box!.width).toBeLessThanOrEqual(options.viewport.width)'],
    [
      'a width, with a message',
      'expect(overflow, `page scrolls sideways at ${width}px (no ms here)`).toBeLessThanOrEqual(0)',
    ],
    ['a count', "expect(lookUps.size, 'addresses looked up, long tasks aside').toBeLessThan(50)"],
    ['a count of items', 'expect(items.length).toBeLessThanOrEqual(MAX_ITEMS)'],
    ['a size in bytes', 'expect(total).toBeLessThanOrEqual(BUDGET_GZIP)'],
    ['a longer wait than the default', 'await expect(qr).toBeVisible({ timeout: 30_000 })'],
    ['an assertion on a text', "await expect(status).toHaveText('Checked 1,000 of 1,000')"],
    ['a clock read to sign a message', 'const issuedAt = new Date(Date.now() - 1000)'],
  ])('stays quiet on %s', (_, code) => {
    expect(durationAssertions(code)).toEqual([])
  })
})
