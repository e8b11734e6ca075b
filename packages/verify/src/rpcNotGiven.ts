/**
 * A signature that its address's own key did not make, about which no contract wallet could be
 * asked because no RPC was given for its chain. The reason carries this as a value, so each audience
 * words the missing setting its own way: the library names `rpcUrls`, the command line `--rpc`,
 * and Sigil's pages their own network.
 */

/** The address named and the EVM chain (EIP-155 id) whose RPC was not given. */
export type RpcNotGiven = { address: string; chainId: number }

/**
 * The sentence for a reader who can give the setting: `setting` is how they give it
 * (`rpcUrls`, or `--rpc eip155:1=<url>`).
 */
export function rpcNotGivenMessage({ address, chainId }: RpcNotGiven, setting: string): string {
  return `The signature was not made by the private key of ${address}; no RPC URL was given for eip155:${chainId} (${setting}), so whether a contract wallet at this address accepts the signature could not be asked.`
}
