/**
 * A returning visitor's browser wallet, asked directly and without a prompt whether the
 * remembered account is still authorised, so the page shows `connected` at once. Only what the
 * wallet returns is confirmed; a wallet that says "no account" is forgotten; a wallet that is
 * slow or answers another account is left undecided, for the direct layer's own reconnect
 * (./restoreBrowserWallets.ts) to settle.
 */
import type { Account } from '../../stores/account'
import { isChainId } from '../../stores/account'
import { $remembered, confirmAccount, forgetAccount, reportWalletError } from '../../stores/connection'
import { withTimeout } from '../../util/withTimeout'
import { walletError } from '../errors'
import {
  $injectedWallets,
  discoverInjectedWallets,
  findInjectedWallet,
  standardConnect,
  type InjectedWallet,
} from './injected'

/** How long a wallet may take to announce itself and answer; beyond it the slower reconnect decides. */
export const DIRECT_CONFIRM_TIMEOUT_MS = 1_500

export type Answer = 'confirmed' | 'revoked' | 'undecided'
/** What the wallet said: its first account (none: it shows this site nothing) and chain. */
type WalletView = { address: string | undefined; chainId: string | undefined }

/**
 * Asks each remembered browser wallet (all of them unless `accounts` names some) at once;
 * resolves, in the same order, when each has answered or timed out.
 */
export async function confirmRememberedDirectly(
  timeoutMs = DIRECT_CONFIRM_TIMEOUT_MS,
  accounts: readonly Account[] = Object.values($remembered.get().accounts),
): Promise<Answer[]> {
  discoverInjectedWallets()
  const remembered = accounts.filter((a) => a.walletId !== undefined)
  const answers = await Promise.all(
    remembered.map(async (account): Promise<Answer> => {
      try {
        // A late answer is dropped: by then the slower reconnect is the one deciding.
        const view = await withTimeout(askWallet(account), timeoutMs, () => new Error('timed out'))
        return view ? settle(account, view) : 'undecided'
      } catch {
        return 'undecided'
      }
    }),
  )
  if (answers.includes('revoked')) reportWalletError(walletError('wallet-unavailable', 'reconnect'))
  return answers
}

async function askWallet(account: Account): Promise<WalletView | undefined> {
  const id = account.walletId
  if (id === undefined) return undefined
  if (account.namespace === 'eip155') {
    const { provider } = await injectedWallet('eip155', id)
    const [accounts, chainId] = await Promise.all([
      provider.request({ method: 'eth_accounts' }),
      provider.request({ method: 'eth_chainId' }),
    ])
    if (!Array.isArray(accounts)) return undefined
    const first: unknown = accounts[0]
    return { address: typeof first === 'string' ? first : undefined, chainId: evmChainId(chainId) }
  }
  const { wallet } = await injectedWallet('solana', id)
  const connect = standardConnect(wallet)
  if (!connect) return undefined
  // `silent`: a wallet must not prompt; it returns the accounts this site is already trusted with.
  const { accounts } = await connect.connect({ silent: true })
  return { address: accounts[0]?.address, chainId: account.chainId }
}

/**
 * The wallet's first account is the one the direct layer will adopt. The same address as
 * remembered is confirmed; none means the wallet no longer lets this site see it; another
 * address (an account switch while away) is left for the adoption, which checksums and shows it.
 */
function settle(account: Account, { address, chainId }: WalletView): Answer {
  if (address === undefined) {
    forgetAccount(account.namespace)
    return 'revoked'
  }
  const same =
    account.namespace === 'eip155'
      ? address.toLowerCase() === account.address.toLowerCase()
      : address === account.address
  if (!same) return 'undecided'
  confirmAccount(chainId && isChainId(account.namespace, chainId) ? { ...account, chainId } : account)
  return 'confirmed'
}

function evmChainId(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^0x[0-9a-f]{1,14}$/i.test(value)) return undefined
  return `eip155:${Number.parseInt(value, 16)}`
}

/** The wallet once it has announced itself (wallets answer the discovery request at once). */
export function injectedWallet<N extends InjectedWallet['namespace']>(
  namespace: N,
  id: string,
): Promise<Extract<InjectedWallet, { namespace: N }>> {
  const present = findInjectedWallet(namespace, id)
  if (present) return Promise.resolve(present)
  return new Promise((resolve) => {
    const stop = $injectedWallets.listen(() => {
      const found = findInjectedWallet(namespace, id)
      if (!found) return
      stop()
      resolve(found)
    })
  })
}
