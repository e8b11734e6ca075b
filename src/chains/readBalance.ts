/**
 * Reads an account's native balance from the site's own RPC URLs: one JSON-RPC call
 * (`eth_getBalance` on the account's EVM chain, `getBalance` on Solana), with no client library.
 * Never AppKit's balance. Loaded with import() by the balances store.
 */
import type { Account } from '../stores/account'
import { supportedNetwork } from '../config/networks'
import { withTimeout } from '../util/withTimeout'
import { jsonRpcCall } from './jsonRpc'

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

const EVM_QUANTITY = /^0x(0|[1-9a-f][0-9a-f]*)$/i

async function readEvm(address: string, url: string): Promise<bigint> {
  const result = await jsonRpcCall({ url, method: 'eth_getBalance', params: [address, 'latest'] })
  if (typeof result !== 'string' || !EVM_QUANTITY.test(result)) throw new Error('The RPC answered no balance')
  return BigInt(result)
}

async function readSolana(address: string, url: string): Promise<bigint> {
  const result = await jsonRpcCall({
    url,
    method: 'getBalance',
    params: [address, { commitment: 'confirmed' }],
  })
  const lamports = (result as { value?: unknown } | null)?.value
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
    throw new Error('The RPC answered no balance')
  }
  return BigInt(lamports)
}

/** @throws {UnsupportedBalanceChainError} on a chain Sigil has no RPC for; any RPC error or a timeout otherwise. */
export async function readBalance({
  namespace,
  address,
  chainId,
}: ReadBalanceParameters): Promise<ReadBalanceReturnType> {
  const network = supportedNetwork(chainId)
  if (network?.namespace !== namespace) throw new UnsupportedBalanceChainError(chainId)
  const read = namespace === 'eip155' ? readEvm(address, network.rpcUrl) : readSolana(address, network.rpcUrl)
  return withTimeout(
    read,
    BALANCE_TIMEOUT_MS,
    () => new Error(`The network did not answer within ${BALANCE_TIMEOUT_MS / 1000} s (timeout)`),
  )
}
