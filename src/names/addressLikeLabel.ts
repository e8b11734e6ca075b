/**
 * Labels that read as an account's address rather than as a name. Anyone can register
 * `0xf39f…2266.eth`; shown beside (or instead of) an address it would pass for that address, or
 * for another one, so a name with such a label is not shown at all.
 *
 * An EVM address is written `0x` and 40 hex digits: a label holding that, in any case and anywhere
 * in it, reads as one. Forty hex digits without the `0x` are not matched: `aaaa…a.eth` is a name.
 *
 * A Solana key (base58, 32–44 characters) mixes upper and lower case, which no ENSIP-15 normal
 * form does, so ./displayName.ts already refuses such a name; an all-lowercase base58 run cannot
 * be told from a long name made of words, so it is not matched here.
 */
const EVM_ADDRESS_RUN = /0x[0-9a-f]{40}/i

export function hasAddressLikeLabel(name: string): boolean {
  return name.split('.').some((label) => EVM_ADDRESS_RUN.test(label))
}
