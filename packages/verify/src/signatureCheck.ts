/**
 * The shape of a signature check, shared by each family's verifier, the registry they put
 * themselves in, and the checks that call them: types only, so no verifier imports another.
 */
import type { Hex, SignableMessage } from './hex.js'
import type { CheckedBy } from './provenAccount.js'
import type { RpcNotGiven } from './rpcNotGiven.js'

/**
 * What verification needs from an RPC client: `eth_call`. Every viem `PublicClient` fits,
 * whatever its chain (a `PublicClient` typed for Base or OP, with their own formatters, is not
 * assignable to plain `PublicClient`, so that type is not asked for here).
 */
export type ProofPublicClient = {
  call(parameters: { data: Hex }): Promise<{ data?: Hex | undefined }>
  /** The host that answers (`eth.example.com`): a contract wallet's verdict is only as true as it, so the verdict names it. */
  rpcHost: string
}

export type SignatureCheck =
  | { status: 'valid'; message: string; checkedBy: CheckedBy }
  | { status: 'invalid'; message: string }
  /** `rpcNotGiven`: only a contract wallet could have made it, and no RPC was given for its chain. */
  | { status: 'unverifiable'; message: string; rpcNotGiven?: RpcNotGiven }

export type VerifyEvmSignatureParameters = {
  /** The signed text, or `{ raw }` bytes (a plain message a wallet signed as hex). */
  message: SignableMessage
  /** Checksummed address from the message (or given with a plain one). */
  address: Hex
  signature: Hex
  /** EIP-155 chain id from the message; contract wallets live on one chain. */
  chainId: number
  getPublicClient?: ((chainId: number) => ProofPublicClient | undefined) | undefined
  /** Skip the network even if a client exists (the proof already failed another check). */
  offline?: boolean | undefined
  /** `false`: the address holds a plain key, so a signature its key did not make is `invalid`, and no chain is asked. */
  contractWallets?: boolean | undefined
  timeoutMs: number
}

/** What a Solana signature check is given. */
export type VerifySolanaSignatureParameters = {
  /** Text (signed as its UTF-8 bytes), or the bytes themselves (a plain message). */
  message: string | Uint8Array
  address: string
  /** Base58, or the 64 bytes already decoded (a plain message's signature may come in other encodings). */
  signature: string | Uint8Array
}

/** Each family's check, as the registry holds it: its module is loaded only for a proof of that family. */
export type SignatureChecks = {
  eip155: (parameters: VerifyEvmSignatureParameters) => Promise<SignatureCheck>
  solana: (parameters: VerifySolanaSignatureParameters) => Promise<SignatureCheck>
}
