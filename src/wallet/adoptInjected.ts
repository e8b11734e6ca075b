/**
 * AppKit takes over a browser wallet connection that the wallet has just approved on Sigil's
 * own list, without asking the wallet again. AppKit's connect path would send
 * `wallet_requestPermissions` (wagmi's shimDisconnect), a second prompt in real wallets; the
 * reconnect path asks only `eth_accounts` (EVM) or re-runs a connect the wallet already trusts
 * (Solana), which is how AppKit restores a connection after a reload.
 */
import type { AppKit } from '@reown/appkit'
import { ConnectorController, StorageUtil } from '@reown/appkit-controllers'
import { reconnect, type Config } from '@wagmi/core'
import type { Namespace } from '../stores/account'

/** AppKit's own "restore this namespace's saved connector", public on the instance but untyped. */
export type Resyncable = { syncNamespaceConnection(namespace: Namespace): Promise<void> }

/** Resolves true once AppKit shows the wallet's account as connected. */
export async function adoptInjectedConnection(
  appKit: AppKit,
  wagmiConfig: Config,
  namespace: Namespace,
  walletId: string,
): Promise<boolean> {
  // A wallet the visitor once disconnected is marked so that AppKit and wagmi skip it on reconnect.
  StorageUtil.removeDisconnectedConnectorId(walletId, namespace)
  ConnectorController.setConnectorId(walletId, namespace)
  if (namespace === 'eip155') {
    const connector = wagmiConfig.connectors.find((c) => c.id === walletId)
    if (!connector) return false
    await wagmiConfig.storage?.removeItem(`${connector.id}.disconnected`)
    await reconnect(wagmiConfig, { connectors: [connector] })
  }
  await (appKit as unknown as Resyncable).syncNamespaceConnection(namespace)
  return appKit.getAccount(namespace)?.isConnected === true
}
