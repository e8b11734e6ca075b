import { defineConfig } from 'vitest/config'
import { resolveSiteConfig } from './src/config/siteConfig.ts'

export default defineConfig({
  define: {
    __SIGIL_CONFIG__: JSON.stringify(resolveSiteConfig({})),
    __SIGIL_PROJECT_ID__: JSON.stringify(resolveSiteConfig({}).projectId),
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
})
