/**
 * Lets Node load the e2e fixtures directly. They are written for Playwright's loader, which resolves
 * `./mock-evm-wallet` to `./mock-evm-wallet.ts`; Node's type stripping needs the extension. This hook retries an
 * extensionless relative import with `.ts` (then `/index.ts`), and a `.js` one (the proof library's TypeScript-style
 * imports) with `.ts`. Import it before anything under e2e/.
 */
import { existsSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      if (!specifier.startsWith('.') || !context.parentURL?.startsWith('file:')) throw error
      const stem = specifier.endsWith('.js') ? specifier.slice(0, -'.js'.length) : specifier
      for (const suffix of ['.ts', '/index.ts']) {
        const candidate = new URL(stem + suffix, context.parentURL)
        if (existsSync(fileURLToPath(candidate))) return nextResolve(candidate.href, context)
      }
      throw error
    }
  },
})
