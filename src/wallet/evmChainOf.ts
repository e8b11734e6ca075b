import { defineChain, type Chain } from 'viem'
import type { EvmNetwork } from '../config/evmNetwork'

/**
 * A network as viem's and wagmi's chain, from its entry (viem's own definition of Base carries OP-stack
 * formatters nothing here uses). Its default RPC is the public one, which a wallet may be asked to
 * add, never the site's (that may carry a key); reads name the site's RPC in their transport.
 */
export function evmChainOf(network: EvmNetwork): Chain {
  return defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [network.publicRpcUrl] } },
    blockExplorers: { default: network.explorer },
  })
}
