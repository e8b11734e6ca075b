/**
 * A browser wallet chosen in Sigil's own list is asked at once, straight through its EIP-1193
 * provider or Wallet Standard `standard:connect`: that request is the one prompt the visitor
 * sees. AppKit (loading behind) then takes the approved connection over with calls that never
 * prompt, so switching, signing, disconnecting and other tabs work as for any AppKit wallet.
 */
import { clearWalletError, connectionEnded, connectionStarted } from '../stores/connection'
import { classifyWalletError, walletError } from './errors'
import { standardConnect, type InjectedWallet } from './injected'
import { loadWallet } from './load'

/** Only the latest choice counts: a wallet answering after the visitor chose another is ignored. */
let attempt = 0

/** Asks the wallet to connect (its prompt), then hands the approved account to AppKit. */
export async function connectInjectedWallet(wallet: InjectedWallet): Promise<void> {
  const mine = ++attempt
  clearWalletError()
  connectionStarted()
  // The wallet is asked first (its request leaves synchronously); AppKit's chunk is fetched while
  // the wallet shows its prompt, not after, and starting that fetch costs main-thread time.
  const asked = askToConnect(wallet)
  const kit = loadWallet()
  try {
    await asked
  } catch (error) {
    if (mine === attempt) connectionEnded(classifyWalletError(error, 'connect'))
    return
  }
  if (mine !== attempt) return
  try {
    const adopted = await (await kit).adoptInjectedConnection(wallet.namespace, wallet.id)
    // Success ends `connecting` through the bridge, which confirms the account AppKit now has.
    if (!adopted && mine === attempt) {
      connectionEnded(walletError('failure', 'connect', `${wallet.name} approved, but its account could not be read.`))
    }
  } catch (error) {
    if (mine === attempt) connectionEnded(classifyWalletError(error, 'load'))
  }
}

/** The wallet's own connection request; resolves once it approved with at least one account. */
async function askToConnect(wallet: InjectedWallet): Promise<void> {
  if (wallet.namespace === 'eip155') {
    const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' })
    if (!Array.isArray(accounts) || accounts.length === 0) throw new Error('The wallet returned no account.')
    return
  }
  const connect = standardConnect(wallet.wallet)
  if (!connect) throw new Error('Wallet not ready: it cannot connect.')
  const { accounts } = await connect.connect()
  if (accounts.length === 0) throw new Error('The wallet returned no account.')
}
