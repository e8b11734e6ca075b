/**
 * RPC access for contract wallets (EIP-1271 / ERC-6492), from URLs by CAIP-2 chain id
 * (`{ 'eip155:1': 'https://…' }`). Only a contract wallet's signature needs the chain; viem's
 * client and transport code loads at the first such question, so an ordinary signature, which
 * recovers offline, never loads it and never touches the network.
 */
import type { ProofPublicClient } from './signatureCheck.js'
import { quoteInMessage } from './display/quoteInMessage.js'

/** RPC URLs by CAIP-2 EVM chain id: `{ 'eip155:1': 'https://eth.example' }`. */
export type RpcUrls = Readonly<Record<string, string>>

const EVM_CHAIN = /^eip155:[1-9]\d{0,15}$/

/** What is wrong with one entry, in plain English, or undefined when it can be used. */
export function describeRpcUrlProblem(chainId: string, url: string): string | undefined {
  if (!EVM_CHAIN.test(chainId))
    return `${quoteInMessage(chainId)} does not name an EVM network: name it as eip155:<chain id>, as in eip155:1 for Ethereum or eip155:8453 for Base.`
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return `${quoteInMessage(url, 120)} is not a URL.`
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return `The RPC URL for ${chainId} must start with https:// (or http://), not ${parsed.protocol}.`
  return undefined
}

/**
 * `getPublicClient` for the verifiers: a client for each chain `rpcUrls` names, made once; none
 * for any other chain, whose contract wallets then come back unverifiable.
 * @throws TypeError when an entry is not a CAIP-2 EVM chain id with an http(s) URL: a setting, not input.
 */
export function publicClientsFor(rpcUrls: RpcUrls): (chainId: number) => ProofPublicClient | undefined {
  for (const [chainId, url] of Object.entries(rpcUrls)) {
    const problem = describeRpcUrlProblem(chainId, url)
    if (problem !== undefined) throw new TypeError(problem)
  }
  const clients = new Map<number, ProofPublicClient>()
  return (chainId) => {
    const key = `eip155:${chainId}`
    const url = Object.hasOwn(rpcUrls, key) ? rpcUrls[key] : undefined
    if (url === undefined) return undefined
    const known = clients.get(chainId)
    if (known) return known
    let call: ProofPublicClient['call'] | undefined
    const client: ProofPublicClient = {
      rpcHost: new URL(url).host,
      async call(parameters) {
        if (!call) {
          const { createRpcCall } = await import('./createRpcCall.js')
          call = createRpcCall(url)
        }
        return call(parameters)
      },
    }
    clients.set(chainId, client)
    return client
  }
}
