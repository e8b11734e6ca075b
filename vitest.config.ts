import { defineConfig } from 'vitest/config'
import { resolveSiteConfig } from './src/config/siteConfig.ts'

export default defineConfig({
  define: { __SIGIL_CONFIG__: JSON.stringify(resolveSiteConfig({})) },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
})
