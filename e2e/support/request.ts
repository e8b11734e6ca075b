/**
 * Requests in the specs: one made on /request/ through its form, as a verifier makes it.
 */
import { expect, type Page } from '@playwright/test'

export type RequestWant = 'One Ethereum or Base address' | 'One Solana address' | 'A linked set of 2 to 5 addresses'

/** What the form is given; left out: any Ethereum or Base address, no statement, open for an hour. */
export type RequestForm = {
  want?: RequestWant
  addresses?: readonly string[]
  statement?: string
  openFor?: string
}

/** Makes a request on /request/ and returns its link. */
export async function makeRequest(
  page: Page,
  { want = 'One Ethereum or Base address', addresses = [], statement, openFor = '1 hour' }: RequestForm = {},
): Promise<string> {
  await page.goto('/request/')
  await page.getByLabel(want).check()
  if (addresses.length) await page.getByLabel('Addresses asked for (optional)').fill(addresses.join('\n'))
  if (statement) await page.getByLabel('Statement (optional)').fill(statement)
  // Chosen even when it is the default: choosing is the intent that loads the page's code.
  await page.getByLabel('Open for').selectOption({ label: openFor })
  await page.getByRole('button', { name: 'Make the request link' }).click()
  const link = page.getByTestId('request-link')
  await expect(link).toHaveValue(/\/prove\/#request=[\w-]+$/)
  return link.inputValue()
}
