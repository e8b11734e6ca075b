/**
 * Records bench/size-baseline.json from a build: each page's JavaScript before interaction,
 * by chunk. The size budget test (e2e/size-budget.spec.ts) compares the e2e build with it, so
 * record it from a build made the same way (the default: build with the e2e environment).
 *
 *   node scripts/size-budget/size-baseline.ts              # builds dist-size-baseline, writes the file
 *   node scripts/size-budget/size-baseline.ts dist-e2e     # reads an existing e2e build instead
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { e2eBuildEnv } from '../../e2e/support/env.ts'
import { BASELINE_FILE, BUDGET_GZIP, toBaseline } from './budget.ts'
import { formatSite, measureSite } from './js-weight.ts'

let dist = process.argv[2]
if (!dist) {
  dist = 'dist-size-baseline'
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, ...e2eBuildEnv(), SIGIL_OUT_DIR: dist },
  })
}
const site = measureSite(dist)
writeFileSync(BASELINE_FILE, `${JSON.stringify(toBaseline(site, BUDGET_GZIP), null, 2)}\n`)
console.log(formatSite(site))
console.log(`\nwrote ${BASELINE_FILE} from ${dist}/`)
