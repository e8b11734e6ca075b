/** A symbol longer than this many bytes is not a symbol a form shows. */
const MAX_BYTES = 64

/**
 * A token's `symbol()` return data as text: an ABI `string` (offset 32, length, the bytes padded
 * with zeros to a whole word, nothing more), or the `bytes32` some early tokens return (MKR, SAI),
 * its trailing zeros dropped. Valid UTF-8 of 1 to 64 bytes, or undefined: the text itself is shown
 * only through the package's display step, which marks what a reader could not see.
 */
export function readAbiString(data: unknown): string | undefined {
  if (typeof data !== 'string' || !/^0x(?:[0-9a-fA-F]{64})+$/.test(data)) return undefined
  const bytes = Uint8Array.from(data.slice(2).match(/../g) ?? [], (pair) => parseInt(pair, 16))
  if (bytes.length === 32) return utf8(withoutTrailingZeros(bytes))
  if (BigInt(data.slice(0, 66)) !== 32n) return undefined
  const length = BigInt(`0x${data.slice(66, 130)}`)
  if (length > BigInt(MAX_BYTES)) return undefined
  const size = Number(length)
  if (bytes.length !== 64 + Math.ceil(size / 32) * 32) return undefined
  if (bytes.subarray(64 + size).some((byte) => byte !== 0)) return undefined
  return utf8(bytes.subarray(64, 64 + size))
}

function withoutTrailingZeros(bytes: Uint8Array): Uint8Array {
  let end = bytes.length
  while (end > 0 && bytes[end - 1] === 0) end--
  return bytes.subarray(0, end)
}

function utf8(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0 || bytes.length > MAX_BYTES || bytes.includes(0)) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}
