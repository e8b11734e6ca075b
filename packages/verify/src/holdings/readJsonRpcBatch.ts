/**
 * One HTTP request carrying a JSON-RPC batch, its replies matched to the calls by id. Written by hand
 * rather than through viem's batching transport, which sorts a batch's replies by id and hands them
 * out by position: a reply left out, or one id answered twice, would give one address another's
 * balance. Here a batch whose replies are not exactly one per call, each naming its own call, is no
 * answer at all.
 */

export type JsonRpcCall = { method: string; params: readonly unknown[] }

/** One call's reply: its result, or the host's error (its message is the host's, never shown as is). */
export type JsonRpcReply = { result: unknown } | { error: { code: number; message: string } }

export type JsonRpcBatchRead = { ok: true; replies: JsonRpcReply[] } | { ok: false; reason: string }

export type ReadJsonRpcBatchOptions = {
  /** How long the whole request may take. */
  timeoutMs: number
}

/** A reply larger than this is refused unread: a balance batch's reply is a few kilobytes. */
const MAX_REPLY_CHARS = 8_000_000

export async function readJsonRpcBatch(
  url: string,
  calls: readonly JsonRpcCall[],
  options: ReadJsonRpcBatchOptions,
): Promise<JsonRpcBatchRead> {
  const host = new URL(url).host
  if (calls.length === 0) return { ok: true, replies: [] }
  const body = JSON.stringify(
    calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params })),
  )
  let text: string
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    if (!response.ok) return { ok: false, reason: `${host} replied with HTTP status ${response.status}` }
    text = await response.text()
  } catch (error) {
    const late = error instanceof DOMException && error.name === 'TimeoutError'
    return { ok: false, reason: late ? `${host} did not answer in time` : `${host} could not be reached` }
  }
  if (text.length > MAX_REPLY_CHARS) return { ok: false, reason: `${host}’s reply was too large` }
  const replies = matchReplies(text, calls.length)
  if (replies === undefined) return { ok: false, reason: `${host}’s reply did not answer each call exactly once` }
  return { ok: true, replies }
}

/** The replies in call order, or undefined unless `text` is a JSON array answering each id once. */
function matchReplies(text: string, count: number): JsonRpcReply[] | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed) || parsed.length !== count) return undefined
  const replies = new Array<JsonRpcReply | undefined>(count).fill(undefined)
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined
    const { jsonrpc, id } = item as Record<string, unknown>
    if (jsonrpc !== '2.0' || typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= count) return undefined
    if (replies[id] !== undefined) return undefined
    const reply = replyOf(item as Record<string, unknown>)
    if (reply === undefined) return undefined
    replies[id] = reply
  }
  // Every slot is filled: `count` items, each a distinct id below `count`.
  return replies as JsonRpcReply[]
}

function replyOf(item: Record<string, unknown>): JsonRpcReply | undefined {
  const hasResult = Object.hasOwn(item, 'result')
  const hasError = Object.hasOwn(item, 'error')
  if (hasResult === hasError) return undefined
  if (hasResult) return { result: item.result }
  const { error } = item
  if (typeof error !== 'object' || error === null) return undefined
  const { code, message } = error as Record<string, unknown>
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined
  return { error: { code, message: typeof message === 'string' ? message : '' } }
}
