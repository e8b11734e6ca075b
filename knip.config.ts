/**
 * `npm run test:deps` (knip): every package the code imports is declared in package.json, and every
 * declared package is used. Only the dependency checks: unused files and exports are the linter's
 * and the reviewer's business. Each ignore below says why the package is declared all the same.
 * https://knip.dev/reference/configuration
 */
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  include: ['dependencies', 'devDependencies', 'optionalPeerDependencies', 'unlisted', 'binaries', 'unresolved'],
  ignoreDependencies: [
    // e2e/fixtures/chains/anvil.ts runs the anvil binary of the platform package this one brings
    // (@foundry-rs/anvil-linux-x64 and its siblings), found by name, not imported.
    '@foundry-rs/anvil',
    // e2e/fixtures/chains/contracts/compile.ts loads the bundled solc-js compiler with createRequire.
    'solc',
    // packages/verify/test/runtimes/ runs the verifier package on these runtimes, by their binaries'
    // paths in node_modules/.bin (rootBinaries.ts).
    'bun',
    'deno',
    'workerd',
  ],
  // e2e/support/offline-hosts.ts makes the suite's TLS certificates with Debian's openssl, a system tool.
  ignoreBinaries: ['openssl'],
}

export default config
