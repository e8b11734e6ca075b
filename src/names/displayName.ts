/**
 * Which ENS names Sigil shows. A name is shown only as the exact ENSIP-15 normal form of itself:
 * a name that does not normalise (disallowed characters, mixed or confusable scripts), or that
 * the wallet's records spell differently from its normal form, could pass for another, so the
 * address is shown instead.
 */
import { normalize } from 'viem/ens'
import { graphemes } from './nameParts'

/** Longer names are not shown at all: they cannot be read at a glance, in the header or anywhere. */
export const MAX_NAME_LENGTH = 64

/** The name to show for `raw`, or undefined when the address should be shown instead. */
export function displayableName(raw: string): string | undefined {
  if (raw.length === 0 || graphemes(raw).length > MAX_NAME_LENGTH) return undefined
  let normal: string
  try {
    normal = normalize(raw)
  } catch {
    return undefined
  }
  // A label with nothing in it ("alice..eth", ".eth") names nothing anyone registered.
  if (normal !== raw || normal.split('.').some((label) => label.length === 0)) return undefined
  return normal
}
