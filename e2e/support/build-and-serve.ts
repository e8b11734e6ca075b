/**
 * Playwright's web server: builds the site once for the whole run, then serves it.
 * SIGIL_E2E_SKIP_BUILD=1 reuses the last build when iterating on specs.
 */
import { execFileSync } from 'node:child_process'
import { E2E_OUT_DIR, E2E_PORT, e2eBuildEnv } from './env.ts'
import { startStaticServer } from './static-server.ts'

if (process.env.SIGIL_E2E_SKIP_BUILD !== '1') {
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, ...e2eBuildEnv() },
  })
}
const { url } = await startStaticServer(E2E_OUT_DIR, E2E_PORT)
console.log(`e2e: serving ${E2E_OUT_DIR}/ at ${url}`)
