/** What every holder of an account (./accountHolder.ts) can be asked. */

/** What a wallet is asked to add when it lacks a chain (EIP-3085): the network's public facts only. */
export type AddChainParameters = {
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls: string[]
}

export type AccountHolder = {
  kind: 'browser-evm' | 'browser-solana' | 'appkit'
  /** The signature as its family writes it: 0x-hex for EVM, base58 for Solana. */
  sign(message: string): Promise<string>
  /** EVM only: asks the wallet to move to `chainId`, adding it with `add` when it lacks it. */
  switchChain(chainId: number, add: AddChainParameters): Promise<void>
  disconnect(): Promise<void>
}
