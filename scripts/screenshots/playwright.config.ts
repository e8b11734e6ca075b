/**
 * `npm run screenshots`: the README's pictures, taken from the built site by the end-to-end
 * fixtures (the same build, server, local chains, mock wallets and offline stubs as the specs), so
 * they show what the site is. Writes docs/screenshots/*.png.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'
import { E2E_PORT } from '../../e2e/support/env'

const root = fileURLToPath(new URL('../../', import.meta.url))

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.shots\.ts$/,
  projects: [{ name: 'screenshots' }],
  fullyParallel: false,
  workers: 1,
  globalSetup: `${root}e2e/support/global-setup.ts`,
  // The specs' build and server, started from the repository's root.
  webServer: {
    command: 'node e2e/support/build-and-serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    timeout: 240_000,
    cwd: root,
  },
})
