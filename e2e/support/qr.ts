import { expect, type Locator } from '@playwright/test'
import { decodeQrPng } from '../fixtures/walletconnect/qr-decode.ts'

/** Waits until the QR code `image` shows reads, as a phone camera would, as exactly `text`. */
export async function expectQrReadsAs(image: Locator, text: string): Promise<void> {
  await expect(image).toBeVisible()
  await expect(async () => expect(decodeQrPng(await image.screenshot())).toBe(text)).toPass({ timeout: 10_000 })
}
