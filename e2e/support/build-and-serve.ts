/**
 * Playwright's web server: builds the site once for the whole run, then serves it. A second build
 * for a sub-path is served under that path only, with no headers at all. A third, a later deploy of the
 * first, is served by the spec that updates to it (e2e/offline-update.spec.ts).
 * SIGIL_E2E_SKIP_BUILD=1 reuses the last builds when iterating on specs.
 */
import { execFileSync } from 'node:child_process'
import {
  DEPLOY_BASE_PATH,
  DEPLOY_OUT_DIR,
  DEPLOY_PORT,
  E2E_OUT_DIR,
  E2E_PORT,
  e2eBuildEnv,
  e2eDeployBuildEnv,
  e2eUpdateBuildEnv,
} from './env.ts'
import { startStaticServer } from './static-server.ts'

function build(env: Record<string, string>): void {
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
}

if (process.env.SIGIL_E2E_SKIP_BUILD !== '1') {
  // One after the other: two builds at once only fight over the two cores.
  build(e2eBuildEnv())
  build(e2eDeployBuildEnv())
  build(e2eUpdateBuildEnv())
}
const root = await startStaticServer(E2E_OUT_DIR, E2E_PORT)
const deploy = await startStaticServer(DEPLOY_OUT_DIR, DEPLOY_PORT, '127.0.0.1', {
  basePath: DEPLOY_BASE_PATH,
  headers: false,
})
console.log(`e2e: serving ${E2E_OUT_DIR}/ at ${root.url}, ${DEPLOY_OUT_DIR}/ at ${deploy.url}${DEPLOY_BASE_PATH}`)
