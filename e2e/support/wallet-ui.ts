import { expect, type Locator, type Page } from '@playwright/test'

/** The element the test contract names; there is exactly one per page. */
export function walletStatus(page: Page): Locator {
  return page.locator('[data-testid="wallet-status"]')
}

export function connectButton(page: Page): Locator {
  return page.locator('header').getByRole('button', { name: /connect/i })
}

/** AppKit's dialog (open shadow DOM: Playwright's locators pierce it). */
export function walletDialog(page: Page): Locator {
  return page.getByTestId('w3m-modal-card')
}

/** Opens the dialog from the header and picks a wallet by its name. */
export async function chooseWallet(page: Page, walletName: string): Promise<void> {
  await connectButton(page).click()
  const entry = walletDialog(page).getByText(walletName, { exact: true }).first()
  await expect(entry).toBeVisible()
  await entry.click()
}

/** Connects through AppKit's dialog and waits until the page shows the account as connected. */
export async function connectWith(page: Page, walletName: string, address: string): Promise<void> {
  await chooseWallet(page, walletName)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
}

/** Opens the header's account menu. */
export async function openAccountMenu(page: Page): Promise<void> {
  await walletStatus(page).getByRole('button').click()
}
