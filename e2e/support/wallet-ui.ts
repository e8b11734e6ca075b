import { expect, type Locator, type Page } from '@playwright/test'

/** The chunk `loadAppKit()` imports: AppKit, wagmi and the adapters. */
export const APPKIT_ENTRY = /\/_astro\/startAppKit\.[\w-]+\.js(\?.*)?$/

/** Every request for AppKit's chunk this page makes, as it is made. */
export function appKitRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (APPKIT_ENTRY.test(request.url())) seen.push(request.url())
  })
  return seen
}

/** The direct layer follows this namespace's browser wallet on the page (src/wallet/browser/browserWallet.ts marks it). */
export async function expectHeldDirectly(page: Page, namespace: 'eip155' | 'solana'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-direct-wallets', new RegExp(`\\b${namespace}\\b`))
}

/** The element the test contract names; there is exactly one per page. */
export function walletStatus(page: Page): Locator {
  return page.locator('[data-testid="wallet-status"]')
}

export function connectButton(page: Page): Locator {
  return page.locator('header').getByRole('button', { name: /connect/i })
}

/** AppKit's dialog (open shadow DOM: Playwright's locators pierce it): the QR code and the catalogue. */
export function walletDialog(page: Page): Locator {
  return page.getByTestId('w3m-modal-card')
}

/** Sigil's own list of the wallets in this browser, opened by Connect. */
export function walletList(page: Page): Locator {
  return page.getByTestId('wallet-picker')
}

/** A browser wallet's entry in Sigil's list. */
export function walletOption(page: Page, walletName: string): Locator {
  return walletList(page).getByTestId('wallet-option').filter({ hasText: walletName })
}

/** The list's way to WalletConnect's QR code (AppKit's dialog). */
export function qrCodeOption(page: Page): Locator {
  return walletList(page).getByRole('button', { name: /Mobile wallet \(QR code\)/ })
}

/** The list's way to AppKit's full wallet catalogue. */
export function allWalletsOption(page: Page): Locator {
  return walletList(page).getByRole('button', { name: /All wallets/ })
}

/** Opens the list from the header and picks a wallet by its name. */
export async function chooseWallet(page: Page, walletName: string): Promise<void> {
  await connectButton(page).click()
  const entry = walletOption(page, walletName)
  await expect(entry).toBeVisible()
  await entry.click()
}

/** Connects through Sigil's list and waits until the page shows the account as connected. */
export async function connectWith(page: Page, walletName: string, address: string): Promise<void> {
  await chooseWallet(page, walletName)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
}

/**
 * A returning visitor's page (`test.use({ connected: 'evm' })`, e2e/fixtures/browser.ts): its wallet has
 * confirmed the remembered account, with no prompt.
 */
export async function expectReconnected(page: Page, address: string): Promise<void> {
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
}

/** Opens the header's account menu. */
export async function openAccountMenu(page: Page): Promise<void> {
  await walletStatus(page).getByRole('button').click()
}

/** Presses Disconnect in the header's account menu (one account connected), without waiting for what follows. */
export async function pressDisconnect(page: Page): Promise<void> {
  await openAccountMenu(page)
  await page.locator('.menu').getByRole('button', { name: 'Disconnect' }).click()
}

/** Disconnects the one connected account from the header's account menu. */
export async function disconnectFromHeader(page: Page): Promise<void> {
  await pressDisconnect(page)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'disconnected')
}

/**
 * On /prove/, with an account connected and its wallet set to decline: asks for a signature,
 * checks the decline is explained and the account stays connected, then lets the wallet agree
 * (`allowSigning`) and checks "Try again" produces a proof link.
 */
export async function declineThenRetrySignature(
  page: Page,
  allowSigning: () => void,
  afterDecline?: () => void,
): Promise<void> {
  await page.getByRole('button', { name: 'Sign with your wallet' }).click()
  const error = page.getByTestId('wallet-error')
  await expect(error).toHaveAttribute('data-kind', 'declined')
  await expect(error).toContainText('Signature declined')
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('proof-link')).toHaveCount(0)
  afterDecline?.()
  allowSigning()
  await error.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('proof-link')).toHaveValue(/#proof=/)
}
