// First: the ports every other module reads from the environment (e2e/support/env.ts).
import './e2e/support/claim-ports-now'
import { randomInt } from 'node:crypto'
import { defineConfig } from '@playwright/test'
import { E2E_PORT } from './e2e/support/env'
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './e2e/support/chromium'

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
  projects: [{ name: 'main' }],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // The offline reader's worker would answer a page's requests out of `page.route`'s sight, at a moment
    // that depends on the machine: blocked, except in the specs about it (e2e/offline-*.spec.ts).
    serviceWorkers: 'block',
    // A trace costs a fifth of the suite's CPU, and a CI run keeps only its log: traces are for a run
    // on a developer's machine, as DOM snapshots (a screencast of every page doubles their cost).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
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
