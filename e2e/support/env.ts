/** Where the e2e build goes and how it is configured: local stand-ins for every remote service. */
export const E2E_PORT = Number(process.env.SIGIL_E2E_PORT ?? 4517)
export const E2E_OUT_DIR = 'dist-e2e'

export function e2eBuildEnv(): Record<string, string> {
  return {
    SIGIL_OUT_DIR: E2E_OUT_DIR,
    ASTRO_TELEMETRY_DISABLED: '1',
  }
}
