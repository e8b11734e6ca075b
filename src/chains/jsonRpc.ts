/**
 * One JSON-RPC 2.0 call over HTTP POST, for reads that need nothing more (a balance is one
 * `eth_getBalance` or `getBalance`, a name a few `eth_call`s): no client library is fetched for them.
 */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError'
  constructor(
    message: string,
    readonly code?: number,
    /** The error object's `data`, as the node sent it: for a reverted `eth_call`, the revert data. */
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export type JsonRpcCallParameters = {
  url: string
  method: string
  params: readonly unknown[]
  signal?: AbortSignal
}

/** @throws {JsonRpcError} on an HTTP error, a malformed reply or an error the node returned. */
export async function jsonRpcCall({ url, method, params, signal }: JsonRpcCallParameters): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw new JsonRpcError(`HTTP request failed: ${response.status} ${response.statusText}`)
  let reply: unknown
  try {
    reply = await response.json()
  } catch {
    throw new JsonRpcError('The RPC answered something that is not JSON')
  }
  if (typeof reply !== 'object' || reply === null) throw new JsonRpcError('The RPC answered no JSON-RPC object')
  const { result, error } = reply as { result?: unknown; error?: unknown }
  if (error !== undefined) {
    const { message, code, data } = (typeof error === 'object' && error !== null ? error : {}) as Record<
      string,
      unknown
    >
    throw new JsonRpcError(
      typeof message === 'string' ? message : 'The RPC returned an error',
      typeof code === 'number' ? code : undefined,
      data,
    )
  }
  if (result === undefined) throw new JsonRpcError('The RPC answered without a result')
  return result
}
