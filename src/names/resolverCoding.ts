/**
 * The ABI pieces every record read shares: a call is a selector and its encoded arguments, and an
 * answer is decoded the way viem's ENS actions decode it, so a record means the same whichever
 * contract it was read from.
 */
import { decodeAbiParameters, encodeAbiParameters, type Hex } from 'viem'

/** Resolver profiles every ENS resolver answers (ENSIP-9/11 addresses, ENSIP-5 text); unit tests check each. */
export const PROFILE_SELECTORS = {
  addr: '0xf1cb7e06', // addr(bytes32,uint256)
  text: '0x59d1d43c', // text(bytes32,string)
} as const

export const withSelector = (selector: Hex, encoded: Hex): Hex => `${selector}${encoded.slice(2)}`

/** The resolver call for a name's address on one chain (ENSIP-11 coin type); `node` is its namehash. */
export const addrCall = (node: Hex, coinType: bigint): Hex =>
  withSelector(
    PROFILE_SELECTORS.addr,
    encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [node, coinType]),
  )

/** The resolver call for one of a name's text records (ENSIP-5), e.g. `avatar`. */
export const textCall = (node: Hex, key: string): Hex =>
  withSelector(PROFILE_SELECTORS.text, encodeAbiParameters([{ type: 'bytes32' }, { type: 'string' }], [node, key]))

/** An address that is nothing but zeros is "no address", as viem reads it. */
const isZero = (hex: Hex) => /^0x0*$/.test(hex)

/**
 * `addr(bytes32,uint256)`'s answer, or null for none. It returns `bytes`; a resolver that answers a
 * bare 20-byte address or one 32-byte word instead is read as viem reads it.
 */
export function addressRecord(result: Hex): Hex | null {
  if (result === '0x') return null
  let address: Hex
  try {
    address = decodeAbiParameters([{ type: 'bytes' }], result)[0]
  } catch (error) {
    const size = (result.length - 2) / 2
    if (size === 20) address = result
    else if (size === 32 && result.startsWith('0x000000000000000000000000')) address = `0x${result.slice(26)}`
    else throw error
  }
  return isZero(address) ? null : address
}

/** A `string` answer (a name, a text record), or null when it is empty. */
export function stringRecord(result: Hex): string | null {
  return decodeAbiParameters([{ type: 'string' }], result)[0] || null
}
