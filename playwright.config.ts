// First: the ports every other module reads from the environment (e2e/support/env.ts).
import './e2e/support/claim-ports-now'
import { randomInt } from 'node:crypto'
import { defineConfig } from '@playwright/test'
import { E2E_PORT } from './e2e/support/env'
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './e2e/support/chromium'

/**
 * Specs that keep the machine busy for long stretches (a thousand answers judged, links of 64 KB):
 * run once everything else has finished, one file after the other, so they neither slow the other
 * specs' pages nor wait on them.
 */
const QUIET_SPECS = ['long-links', 'roll-call-scale'] as const

/**
 * The end-to-end fuzzers' seed (test/proof/fuzzing.ts): a fresh one each run, printed by the global
 * setup so a failing run can be replayed; the workers inherit it from this process's environment.
 */
process.env.SIGIL_FUZZ_SEED ??= String(randomInt(2 ** 31))

/**
 * One build, one static server, shared by every spec. Debian's Chromium only;
 * nothing is downloaded and nothing leaves the machine (see e2e/fixtures/reown-stubs.ts).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  // One more attempt, given only to a test whose browser stopped painting (e2e/support/renderer-stall.ts).
  retries: 1,
  forbidOnly: !!process.env.CI,
  globalSetup: './e2e/support/global-setup.ts',
  projects: [
    { name: 'main', testIgnore: QUIET_SPECS.map((spec) => `**/${spec}.spec.ts`) },
    // Each quiet spec after the one before it, its tests in order in one worker.
    ...QUIET_SPECS.map((spec, index) => ({
      name: spec,
      testMatch: `**/${spec}.spec.ts`,
      fullyParallel: false,
      dependencies: [index === 0 ? 'main' : (QUIET_SPECS[index - 1] ?? 'main')],
    })),
  ],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // The offline reader's worker would answer a page's requests out of `page.route`'s sight, at a moment
    // that depends on the machine: blocked, except in the specs about it (e2e/offline-*.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...OFFLINE_CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: 'node e2e/support/build-and-serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
})
