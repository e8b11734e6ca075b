/**
 * Which ENS names Sigil shows. A name is shown only as the exact ENSIP-15 normal form of itself:
 * a name that does not normalise (disallowed characters, mixed or confusable scripts), or that
 * the wallet's records spell differently from its normal form, could pass for another, so the
 * address is shown instead. Plain ASCII names are decided without the normaliser's tables.
 */
import { graphemes } from './nameParts'
import { isPlainAsciiName } from './plainAsciiName'

/** Longer names are not shown at all: they cannot be read at a glance, in the header or anywhere. */
export const MAX_NAME_LENGTH = 64

/** The name to show for `raw`, or undefined when the address should be shown instead. */
export async function displayableName(raw: string): Promise<string | undefined> {
  if (raw.length === 0 || graphemes(raw).length > MAX_NAME_LENGTH) return undefined
  if (isPlainAsciiName(raw)) return raw
  const { normalize } = await import('./normalizeName')
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
