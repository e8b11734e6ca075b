/**
 * Asks the wallet to move the EVM account to another network the site offers, through the account's
 * holder (./accountHolder.ts): wagmi's `switchChain` (the direct layer's config for a browser wallet,
 * AppKit's for a mobile one), which, when the
 * wallet does not know the chain (EIP-1193 error 4902), asks it to add the chain with
 * `wallet_addEthereumChain` (EIP-3085). The store follows the wallet's `chainChanged`
 * through the bridge, so this only tracks the request itself.
 */
import { networkSwitchEnded, networkSwitchStarted, type SwitchSource } from '../stores/networkSwitch'
import { evmNetwork } from '../config/networks'
import { classifyWalletError, errorChain } from './errors'
import { $remembered } from '../stores/connection'
import { holderOf } from './accountHolder'
import type { AddChainParameters } from './holderType'

export type SwitchEvmNetworkParameters = { chainId: number; from: SwitchSource }

/**
 * What a wallet adds for an unknown chain. The public RPC, not the site's configured one:
 * that may be a keyed endpoint that must not end up in people's wallets.
 */
function addChainParameters(chainId: number): AddChainParameters {
  const network = evmNetwork(chainId)
  if (!network) throw new Error(`Sigil does not offer chain ${chainId}.`)
  return {
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [network.publicRpcUrl],
    blockExplorerUrls: [network.explorer.url],
  }
}

/** wagmi's error when the wallet added the chain but stayed where it was (EIP-3085 lets it). */
function addedWithoutSwitching(error: unknown): boolean {
  return errorChain(error).some(({ message }) => typeof message === 'string' && /after adding network/i.test(message))
}

/** The request to the EVM account's own holder. */
function switcherFor(chainId: number): () => Promise<void> {
  const account = $remembered.get().accounts.eip155
  if (!account) throw new Error('Wallet not connected: there is no EVM account to switch.')
  const holder = holderOf(account)
  const added = addChainParameters(chainId)
  return () => holder.switchChain(chainId, added)
}

/** A switch this page has asked for and not yet heard the end of: one wallet prompt at a time. */
let asking = false

export async function switchEvmNetwork({ chainId, from }: SwitchEvmNetworkParameters): Promise<void> {
  // A second click while the wallet asks would queue a confusing second prompt.
  if (asking) return
  asking = true
  // "Confirm the switch in your wallet" is drawn a task later: set now, the islands would redraw before the wallet
  // is asked, and the prompt would wait for them.
  const shown = new Promise<void>((resolve) =>
    setTimeout(() => {
      networkSwitchStarted(chainId, from)
      resolve()
    }),
  )
  try {
    const ask = switcherFor(chainId)
    try {
      await ask()
    } catch (error) {
      // The chain is known to the wallet now, so this is its ordinary switch prompt.
      if (!addedWithoutSwitching(error)) throw error
      await ask()
    }
    await shown
    networkSwitchEnded()
  } catch (error) {
    await shown
    networkSwitchEnded(classifyWalletError(error, 'switch-network'))
  } finally {
    asking = false
  }
}
