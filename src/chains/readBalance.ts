/**
 * Reads an account's native balance from the site's own RPC URLs: viem for EVM chains
 * (one public client per configured chain), @solana/web3.js for Solana. Never AppKit's
 * balance. Loaded with import() by the balances store, and each chain library only when
 * an account on that chain needs it, so neither weighs on a page's first JavaScript.
 */
import type { Account } from '../stores/account'
import { isSupportedChain } from '../wallet/networks'
import { siteConfig } from '../wallet/site-config'
import { withTimeout } from '../util/withTimeout'

/** How long a read may take before the balance is shown as unavailable. */
export const BALANCE_TIMEOUT_MS = 8_000

export type ReadBalanceParameters = Pick<Account, 'namespace' | 'address' | 'chainId'>
/** Base units: wei or lamports. */
export type ReadBalanceReturnType = bigint
export type ReadBalanceErrorType = Error

export class UnsupportedBalanceChainError extends Error {
  override name = 'UnsupportedBalanceChainError'
  constructor(chainId: string) {
    super(`Sigil reads no balances on ${chainId}`)
  }
}

type SolanaConnection = import('@solana/web3.js').Connection
let solanaConnection: Promise<SolanaConnection> | undefined

function getSolanaConnection(): Promise<SolanaConnection> {
  solanaConnection ??= import('@solana/web3.js').then(
    // No retries on 429: a busy RPC shows "unavailable — retry" rather than a long wait.
    ({ Connection }) =>
      new Connection(siteConfig.rpcUrls.solana, { commitment: 'confirmed', disableRetryOnRateLimit: true }),
  )
  solanaConnection.catch(() => {
    solanaConnection = undefined
  })
  return solanaConnection
}

async function readEvm(address: string, chainId: string): Promise<bigint> {
  const { getEvmPublicClient } = await import('./evm-clients')
  const client = getEvmPublicClient(Number(chainId.slice('eip155:'.length)))
  if (!client) throw new UnsupportedBalanceChainError(chainId)
  return client.getBalance({ address: address as `0x${string}` })
}

async function readSolana(address: string): Promise<bigint> {
  const [connection, { PublicKey }] = await Promise.all([getSolanaConnection(), import('@solana/web3.js')])
  return BigInt(await connection.getBalance(new PublicKey(address)))
}

/** @throws {UnsupportedBalanceChainError} on a chain Sigil has no RPC for; any RPC error or a timeout otherwise. */
export async function readBalance({
  namespace,
  address,
  chainId,
}: ReadBalanceParameters): Promise<ReadBalanceReturnType> {
  if (!isSupportedChain(chainId)) throw new UnsupportedBalanceChainError(chainId)
  const read = namespace === 'eip155' ? readEvm(address, chainId) : readSolana(address)
  return withTimeout(
    read,
    BALANCE_TIMEOUT_MS,
    () => new Error(`The network did not answer within ${BALANCE_TIMEOUT_MS / 1000} s (timeout)`),
  )
}
