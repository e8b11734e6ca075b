import type { BrowserContext } from '@playwright/test'

/** Makes localStorage and sessionStorage throw on every use, as private modes and disabled cookies do. */
export async function blockStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    Object.defineProperty(window, 'localStorage', { configurable: true, get: denied })
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: denied })
  })
}
