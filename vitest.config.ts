import { defineConfig } from 'vitest/config'
import { resolveSiteConfig } from './src/config/siteConfig.ts'
import { VERIFY_SOURCE_ALIASES } from './src/build/verifySource.ts'

export default defineConfig({
  define: {
    __SIGIL_CONFIG__: JSON.stringify(resolveSiteConfig({})),
    __SIGIL_PROJECT_ID__: JSON.stringify(resolveSiteConfig({}).projectId),
  },
  // The verifier package from its TypeScript source, as the site builds it (src/build/verifySource.ts).
  resolve: { alias: VERIFY_SOURCE_ALIASES },
  test: {
    include: ['src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    environment: 'node',
  },
})
