/**
 * The direct layer's EVM side: browser wallets driven through @wagmi/core, without AppKit. One
 * wagmi config for the page, one `injected` connector per EIP-6963 wallet (the same connector
 * wagmi builds from an announcement), no wagmi storage: `$remembered` is the only memory.
 *
 * A connection is adopted with wagmi's `reconnect`, which asks only `eth_accounts` and
 * `eth_chainId`: the one prompt (`eth_requestAccounts`) was already sent when the visitor chose
 * the wallet (./connectInjected.ts). From then on wagmi follows the wallet's own
 * `accountsChanged`, `chainChanged` and `disconnect`, and this module mirrors its state into the
 * stores. Loaded on demand, so no page pays for it before a browser wallet is in use.
 */
import {
  createConfig,
  disconnect,
  http,
  injected,
  reconnect,
  switchChain,
  type Config,
  type Connector,
} from '@wagmi/core'
import { createClient, custom, getAddress, type Chain } from 'viem'
import { signMessage } from 'viem/actions'
import { $remembered, confirmAccount, forgetAccount } from '../../stores/connection'
import { EVM_NETWORKS } from '../../config/networks'
import { markDirectlyHeld } from './browserWallet'
import type { InjectedEvmWallet } from './injected'
import { evmChainOf } from '../evmChainOf'

type AddChainParameter = NonNullable<Parameters<typeof switchChain>[1]['addEthereumChainParameter']>

let config: Config | undefined
const connectors = new Map<string, { provider: unknown; connector: Connector }>()
/** Wallets whose connection wagmi held on this page: losing it then means the wallet let go. */
const held = new Set<string>()
/** wagmi's reconnect ignores a call made while another runs; adoptions take turns instead. */
let queue: Promise<unknown> = Promise.resolve()

function evmConfig(): Config {
  if (config) return config
  // The build refuses a configuration without an EVM network (src/config/resolveSiteNetworks.ts).
  const [first, ...rest] = EVM_NETWORKS.map(evmChainOf) as [Chain, ...Chain[]]
  const made = createConfig({
    chains: [first, ...rest],
    transports: Object.fromEntries(EVM_NETWORKS.map((network) => [network.chainId, http(network.rpcUrl)])),
    // Sigil finds wallets itself (./injected.ts) and remembers connections in its own store.
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  made.subscribe((state) => state.connections, mirrorIntoStore)
  return (config = made)
}

/** The wallet's connector, made once per wallet and provider (a re-announced provider gets a new one). */
function connectorFor(wallet: InjectedEvmWallet): Connector {
  const known = connectors.get(wallet.id)
  if (known && known.provider === wallet.provider) return known.connector
  // The wallet is the target wagmi asks for: its id, name, icon and provider.
  const connector = evmConfig()._internal.connectors.setup(injected({ target: wallet as never, shimDisconnect: false }))
  connectors.set(wallet.id, { provider: wallet.provider, connector })
  return connector
}

function connectionOf(walletId: string) {
  for (const connection of evmConfig().state.connections.values()) {
    if (connection.connector.id === walletId) return connection
  }
  return undefined
}

/** wagmi's view of the wallet, copied into the store for the account Sigil remembers. */
function mirrorIntoStore(): void {
  const remembered = $remembered.get().accounts.eip155
  // Another tab disconnected, or a mobile wallet took the EVM place: nothing here is shown.
  if (!remembered?.walletId) {
    held.clear()
    markDirectlyHeld('eip155', false)
    return
  }
  const connection = connectionOf(remembered.walletId)
  markDirectlyHeld('eip155', connection !== undefined)
  if (!connection) {
    if (held.delete(remembered.walletId)) forgetAccount('eip155')
    return
  }
  held.add(remembered.walletId)
  // wagmi checksums every account it reads or hears. Its types promise one at least; a wallet letting go
  // can leave none for a moment, before wagmi ends the connection.
  const address: string | undefined = connection.accounts[0]
  if (address) confirmAccount({ ...remembered, address, chainId: `eip155:${connection.chainId}` })
}

/**
 * Takes over a connection the wallet has already granted, without a prompt. Resolves true when
 * wagmi holds it (and the store shows it), false when the wallet no longer lets this site in.
 */
export function adoptEvmWallet(wallet: InjectedEvmWallet): Promise<boolean> {
  const turn = queue.then(async () => {
    if (connectionOf(wallet.id)) return true
    const connector = connectorFor(wallet)
    // wagmi records the wallet's news only once it has read the account and the chain: news between
    // the two (an account or a chain switched) is heard here, and the two are read once more.
    const { provider } = wallet
    let heard = false as boolean
    const hear = () => (heard = true)
    provider.on('accountsChanged', hear)
    provider.on('chainChanged', hear)
    const connections = await reconnect(evmConfig(), { connectors: [connector] })
    provider.removeListener('accountsChanged', hear)
    provider.removeListener('chainChanged', hear)
    if (!connections.some((c) => c.connector.id === wallet.id)) return false
    if (heard) await reconnect(evmConfig(), { connectors: [connector] })
    return true
  })
  queue = turn.catch(() => undefined)
  return turn
}

/** The connector holding `walletId`'s connection, adopting it first when this page has not yet. */
async function heldConnector(wallet: InjectedEvmWallet): Promise<Connector> {
  if (!(await adoptEvmWallet(wallet))) throw new Error('Wallet not connected: it no longer shares an account.')
  return connectorFor(wallet)
}

/**
 * `personal_sign`, by the account's own wallet, as the first thing that wallet hears after the
 * press: viem's action over the wallet's provider, for a connection wagmi holds. wagmi's own
 * signMessage first asks the wallet its chain (`eth_chainId`, even for the page's current
 * connection), one round trip to the extension before its prompt opens; the message already names
 * the chain wagmi follows through `chainChanged`, and a signature does not depend on it.
 */
export async function signEvmMessage(wallet: InjectedEvmWallet, address: string, message: string): Promise<string> {
  await heldConnector(wallet)
  const shared = connectionOf(wallet.id)?.accounts.some((held) => held.toLowerCase() === address.toLowerCase())
  if (!shared) throw new Error(`Wallet not connected: it no longer shares ${address}.`)
  // No retry: a second request would be a second prompt.
  const client = createClient({ transport: custom(wallet.provider, { retryCount: 0 }) })
  return signMessage(client, { account: getAddress(address), message })
}

/** `wallet_switchEthereumChain`, then `wallet_addEthereumChain` when the wallet lacks the chain (4902). */
export async function switchEvmChain(
  wallet: InjectedEvmWallet,
  chainId: number,
  addEthereumChainParameter: AddChainParameter,
): Promise<void> {
  const connector = await heldConnector(wallet)
  await switchChain(evmConfig(), { chainId, addEthereumChainParameter, connector })
}

/**
 * Ends the connection and asks the wallet to revoke the site (`wallet_revokePermissions`): wagmi's
 * disconnect does both for a connection it holds. A page still taking the connection over (a
 * Disconnect pressed just after the page opened) holds none yet, so the wallet is asked directly;
 * the answer is not awaited, as not every wallet gives one.
 */
export async function disconnectEvmWallet(wallet: InjectedEvmWallet): Promise<void> {
  held.delete(wallet.id)
  if (connectionOf(wallet.id)) {
    await disconnect(evmConfig(), { connector: connectorFor(wallet) })
    return
  }
  wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
}
