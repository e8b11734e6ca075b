/**
 * Roll calls in the specs: making one on /request/, answers written by other implementations than
 * Sigil's (`siwe` texts signed by ethers v5 keys, Solana texts signed by `tweetnacl` keys), and
 * reading the list the page shows.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { base58 } from '@scure/base'
import type { Wallet } from 'ethers'
import nacl from 'tweetnacl'
import { openAccountMenu, walletOption, walletStatus } from './wallet-ui'
import { MOCK_SOLANA_NAME } from '../fixtures/mock-solana-wallet'
import { buildProofMessage } from '../../packages/verify/src/buildProofMessage.ts'
import {
  requestOf,
  signInText,
  signedPart,
  singleProofLink,
  linkedProofLink,
  type ProofPart,
  type Site,
} from './forged-links'

/** What a roll call asks for, as its form's choices read (the 0x one names the build's networks: "One Ethereum or Base address"). */
export type RollCallWant = `One ${string} address` | 'A linked set of 2 to 5 addresses'

/** Makes a roll call on the Request page (relative to the base URL, which may hold a base path) and returns its link. */
export async function makeRollCall(page: Page, want: RollCallWant, statement: string): Promise<string> {
  await page.goto('request/')
  await page.getByLabel(want).check()
  await page.getByLabel('A roll call: many answers, each address counted once').check()
  await page.getByLabel('Statement (optional)').fill(statement)
  await page.getByLabel('Open for').selectOption({ label: '1 hour' })
  await page.getByRole('button', { name: 'Make the request link' }).click()
  const link = page.getByTestId('request-link')
  await expect(link).toHaveValue(/\/prove\/#request=[\w-]+$/)
  return link.inputValue()
}

/**
 * A verifier's own browser (no wallet) with a roll call made on /request/: the page it was made on,
 * and what its link asks.
 */
export async function verifierWithRollCall(
  newContext: (options: { wallets: never[] }) => Promise<{ context: BrowserContext }>,
  want: RollCallWant,
  statement: string,
): Promise<{ context: BrowserContext; page: Page; asked: ReturnType<typeof askedBy> }> {
  const { context } = await newContext({ wallets: [] })
  const page = await context.newPage()
  const asked = askedBy(await makeRollCall(page, want, statement))
  return { context, page, asked }
}

/** What a request link asks, as the prover's signature must repeat it. */
export function askedBy(requestLink: string): { nonce: string; statement: string; expires: string } {
  const request = requestOf(requestLink)
  return { nonce: request.nonce, statement: request.statement ?? '', expires: request.expires }
}

/** An EVM answer: a `siwe` text signed by an ethers key, its link spelled as the format document says. */
export async function evmAnswer(
  baseURL: string,
  site: Site,
  key: Wallet,
  asked: { nonce: string; statement: string; expires: string },
  issuedAt = new Date(),
): Promise<string> {
  const message = signInText(site, {
    address: key.address,
    nonce: asked.nonce,
    statement: asked.statement,
    issuedAt,
    expirationTime: asked.expires,
  })
  return singleProofLink(baseURL, await signedPart(key, message))
}

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** A Solana Sign-In part signed by a tweetnacl key. */
export function solanaPart(site: Site, keys: nacl.SignKeyPair, fields: Parameters<typeof partText>[1]): ProofPart {
  const address = base58.encode(keys.publicKey)
  const message = partText(site, { ...fields, namespace: 'solana', address, chainId: SOLANA_MAINNET })
  const signature = base58.encode(nacl.sign.detached(new TextEncoder().encode(message), keys.secretKey))
  return { namespace: 'solana', chainId: SOLANA_MAINNET, address, message, signature }
}

function partText(
  site: Site,
  fields: {
    namespace?: 'eip155' | 'solana'
    address?: string
    chainId?: string
    nonce: string
    statement: string
    expires: string
    issuedAt: Date
    resources?: string[]
  },
): string {
  return buildProofMessage({
    namespace: fields.namespace ?? 'solana',
    address: fields.address ?? '',
    chainId: fields.chainId ?? SOLANA_MAINNET,
    domain: site.domain,
    uri: site.uri,
    statement: fields.statement,
    issuedAt: fields.issuedAt,
    expirationTime: new Date(fields.expires),
    nonce: fields.nonce,
    resources: fields.resources,
  })
}

/** A linked answer: an ethers EVM key and a tweetnacl Solana key signing one set. */
export async function linkedAnswer(
  baseURL: string,
  site: Site,
  key: Wallet,
  keys: nacl.SignKeyPair,
  asked: { nonce: string; statement: string; expires: string },
): Promise<string> {
  const issuedAt = new Date()
  const resources = [
    `eip155:1:${key.address}`,
    `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${base58.encode(keys.publicKey)}`,
  ]
  const evmText = signInText(site, {
    address: key.address,
    nonce: asked.nonce,
    statement: asked.statement,
    issuedAt,
    expirationTime: asked.expires,
    resources,
  })
  const solana = solanaPart(site, keys, { ...asked, issuedAt, resources })
  return linkedProofLink(baseURL, [await signedPart(key, evmText), solana])
}

export type ShownAnswer = { position: string; kept: string; duplicate: string; rule: string; addresses: string }

/** Every answer the open roll call lists, as its attributes say (the list shown in full). */
export async function shownAnswers(page: Page): Promise<ShownAnswer[]> {
  return page.getByTestId('roll-call-answer').evaluateAll((rows) =>
    rows.map((row) => ({
      position: row.getAttribute('data-position') ?? '',
      kept: row.getAttribute('data-kept') ?? '',
      duplicate: row.getAttribute('data-duplicate') ?? '',
      rule: row.getAttribute('data-rule') ?? '',
      addresses: row.getAttribute('data-addresses') ?? '',
    })),
  )
}

/** Adds the mock Solana wallet beside a connected EVM wallet, from the account menu. */
export async function addSolanaWallet(page: Page, address: string): Promise<void> {
  await openAccountMenu(page)
  await page.getByRole('button', { name: /add a solana wallet/i }).click()
  await walletOption(page, MOCK_SOLANA_NAME).click()
  await expect(walletStatus(page)).toHaveAttribute('data-address', address)
  await expect(walletStatus(page)).toHaveAttribute('data-status', 'connected')
  await page.keyboard.press('Escape')
}
