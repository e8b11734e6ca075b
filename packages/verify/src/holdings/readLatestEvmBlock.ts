import { evmBlockCall, readEvmBlock, type EvmBlock } from './readEvmBlock.js'
import { readJsonRpcBatch } from './readJsonRpcBatch.js'

/** The latest block `rpcUrl` knows, or why it could not be read. */
export async function readLatestEvmBlock(rpcUrl: string, timeoutMs: number): Promise<EvmBlock | string> {
  const read = await readJsonRpcBatch(rpcUrl, [evmBlockCall('latest')], { timeoutMs })
  if (!read.ok) return read.reason
  const [reply] = read.replies
  return (reply && readEvmBlock(reply)) ?? `${new URL(rpcUrl).host} did not answer with a block`
}
