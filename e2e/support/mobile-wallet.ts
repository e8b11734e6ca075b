/**
 * A phone wallet pairing with the page, as the WalletConnect specs do it on a desktop (the QR
 * code, scanned) and on a phone (the link a wallet app is opened with).
 */
import { expect, type Page } from '@playwright/test'
import { scanWalletConnectQr } from '../fixtures/walletconnect/qr-code'
import type { HandledProposal } from '../fixtures/walletconnect/wallet-session'
import { walletDialog, walletStatus } from './wallet-ui'

/** What these steps need of a phone wallet: the sign-client wallet and the WalletKit phone both have it. */
type PhoneWallet = {
  pair(uri: string): Promise<void>
  proposals(): readonly HandledProposal[]
}

/**
 * The phone pairs and approves; the page shows `address` connected and AppKit's view closes.
 * Without `uri`, the phone scans the page's QR code for it.
 */
export async function connectMobileWallet(
  page: Page,
  wallet: PhoneWallet,
  address: string,
  uri?: string,
): Promise<void> {
  await wallet.pair(uri ?? (await scanWalletConnectQr(page)))
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
  await expect(walletDialog(page)).toBeHidden()
}

/**
 * The phone pairs and declines (set `onProposal('reject')` first): the page says "Connection
 * declined", and once AppKit's view is closed nothing is connected, the message still there.
 */
export async function declineMobilePairing(page: Page, wallet: PhoneWallet, uri?: string): Promise<void> {
  await wallet.pair(uri ?? (await scanWalletConnectQr(page)))
  await expect.poll(() => wallet.proposals().map((p) => p.outcome)).toEqual(['rejected'])
  const error = page.getByTestId('wallet-error')
  await expect(error).toHaveAttribute('data-kind', 'declined')
  await expect(error).toContainText('Connection declined')
  // AppKit's view stays open on its list: closing it ends the attempt, the message stays.
  await page.keyboard.press('Escape')
  await expect(walletDialog(page)).toBeHidden()
  await expectWalletIslands(page, 'disconnected')
  await expect(error).toHaveAttribute('data-kind', 'declined')
}

/** The header's status and the page's wallet panel agree: this status, and this address or none. */
export async function expectWalletIslands(page: Page, status: string, address?: string): Promise<void> {
  for (const island of [walletStatus(page), page.getByTestId('wallet-status-panel')]) {
    await expect(island).toHaveAttribute('data-status', status)
    if (address) await expect(island).toHaveAttribute('data-address', address)
    else await expect(island).not.toHaveAttribute('data-address', /./)
  }
}
