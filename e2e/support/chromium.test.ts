/**
 * The launched browser is the one the tests and the bench mean: Playwright's own switches kept,
 * and no hidden page of the browser's own beside the test's.
 */
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './chromium.ts'

let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...OFFLINE_CHROMIUM_ARGS] })
}, 30_000)

afterAll(async () => {
  await browser.close()
})

function featureLists(commandLine: string): string[][] {
  return [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) => (match[1] ?? '').split(','))
}

test('the last --disable-features, the one Chromium reads, keeps every feature Playwright turns off', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('chrome://version')
  const commandLine = await page.locator('#command_line').innerText()
  await context.close()
  const lists = featureLists(commandLine)
  expect(lists.length).toBeGreaterThan(1)
  const last = new Set(lists.at(-1))
  const dropped = lists
    .slice(0, -1)
    .flat()
    .filter((feature) => feature !== '' && !last.has(feature))
  expect(dropped).toEqual([])
}, 30_000)

test('a new context opens the test page and nothing else: no hidden address-bar popup', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('about:blank')
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = await session.send('Target.getTargets')
  await context.close()
  expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(['page about:blank'])
}, 30_000)
