/**
 * A browser wallet chosen in Sigil's own list is asked at once, straight through its EIP-1193
 * provider or Wallet Standard `standard:connect`: that request is the one prompt the visitor
 * sees, and the account is `connected` the moment the wallet grants it. The direct layer then
 * follows the wallet (wagmi for EVM, the wallet's own events for Solana) without a prompt; AppKit
 * is not involved.
 */
import type { Account } from '../../stores/account'
import { isAddress } from '../../stores/account'
import {
  clearWalletError,
  confirmAccount,
  connectionEnded,
  connectionStarted,
  forgetAccount,
  reportWalletError,
} from '../../stores/connection'
import { browserWalletAccount } from './browserWallet'
import { classifyWalletError } from '../errors'
import { standardConnect, type InjectedEvmWallet, type InjectedSolanaWallet, type InjectedWallet } from './injected'
import { loadEvmEngine } from './loadEvmEngine'
import { SOLANA_MAINNET, followSolanaWallet } from './solanaDirect'

/** Only the latest choice counts: a wallet answering after the visitor chose another is ignored. */
let attempt = 0

/** Asks the wallet to connect (its prompt) and shows the account it grants as connected. */
export async function connectInjectedWallet(wallet: InjectedWallet): Promise<void> {
  const mine = ++attempt
  clearWalletError()
  connectionStarted()
  let granted: Account
  try {
    granted = wallet.namespace === 'eip155' ? await askEvmWallet(wallet) : await askSolanaWallet(wallet)
  } catch (error) {
    if (mine === attempt) connectionEnded(classifyWalletError(error, 'connect'))
    return
  }
  if (mine !== attempt) return
  confirmAccount(granted)
  if (wallet.namespace === 'solana') {
    followSolanaWallet(wallet)
    return
  }
  try {
    // wagmi takes the granted connection over with `eth_accounts` (no prompt) and follows it.
    const adopted = await (await loadEvmEngine()).adoptEvmWallet(wallet)
    if (!adopted) throw new Error(`${wallet.name} approved, but its account could not be read.`)
  } catch (error) {
    // Without the engine nothing could sign, switch or follow the wallet here: not connected after all.
    if (mine !== attempt) return
    forgetAccount(wallet.namespace)
    reportWalletError(classifyWalletError(error, 'connect'))
  }
}

/**
 * The list shows an EVM wallet: fetch the checksum a granted account needs before it can be shown
 * `connected` (a few KB the proof reader shares), so the choice is not left waiting for it.
 */
export function prepareEvmConnect(): void {
  void import('./checksumAddress').catch(() => undefined)
}

/** `eth_requestAccounts` (the prompt), then the chain it is on; the address checksummed by viem. The engine loads meanwhile. */
async function askEvmWallet(wallet: InjectedEvmWallet): Promise<Account> {
  // The request leaves synchronously, before anything is awaited; the engine loads meanwhile.
  const asked = wallet.provider.request({ method: 'eth_requestAccounts' })
  const checksum = import('./checksumAddress')
  // Awaited below, once the wallet has answered; a failed load (offline) must not go unhandled meanwhile.
  checksum.catch(() => undefined)
  void loadEvmEngine().catch(() => undefined)
  const accounts = await asked
  const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined
  if (typeof first !== 'string' || !isAddress('eip155', first)) throw new Error('The wallet returned no account.')
  const [chainId, { checksumAddress }] = await Promise.all([
    wallet.provider.request({ method: 'eth_chainId' }),
    checksum,
  ])
  return browserWalletAccount(wallet, checksumAddress(first), `eip155:${evmChainNumber(chainId)}`)
}

async function askSolanaWallet(wallet: InjectedSolanaWallet): Promise<Account> {
  const connect = standardConnect(wallet.wallet)
  if (!connect) throw new Error('Wallet not ready: it cannot connect.')
  const { accounts } = await connect.connect()
  const address = accounts[0]?.address
  if (!isAddress('solana', address)) throw new Error('The wallet returned no account.')
  return browserWalletAccount(wallet, address, SOLANA_MAINNET)
}

/** `eth_chainId` as wallets answer it: hex as EIP-1193 says, or a plain number as some do. */
export function evmChainNumber(value: unknown): number {
  // Number() reads both hex ("0xa") and decimal ("10").
  const parsed = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN
  if (!Number.isSafeInteger(parsed) || parsed <= 0)
    throw new Error(`The wallet reported an invalid chain (${String(value)}).`)
  return parsed
}
