/**
 * Which names Sigil shows. A name is shown only as the exact ENSIP-15 normal form of itself:
 * a name that does not normalise (disallowed characters, mixed or confusable scripts), or that
 * the wallet's records spell differently from its normal form, could pass for another, so the
 * address is shown instead. Plain ASCII names are decided without the normaliser's tables.
 * A name with a label that reads as an address (./addressLikeLabel.ts) is not shown either, and a
 * Basename must be under `base.eth`. Every name on screen, fresh or cached, passes through here.
 */
import { hasAddressLikeLabel } from './addressLikeLabel'
import { graphemes } from './nameParts'
import { isPlainAsciiName } from './plainAsciiName'
import type { EvmName } from './types'

/** Longer names are not shown at all: they cannot be read at a glance, in the header or anywhere. */
export const MAX_NAME_LENGTH = 64

/**
 * The suffix a name from each source must end with. The reverse registrar Basenames are read from
 * stores any string its caller sets, and Basenames are the names Base gives out under `base.eth`:
 * any other name read on that path is not a Basename, whatever its records say.
 */
const SOURCE_SUFFIX: Record<EvmName['source'], string> = { ens: '', basename: '.base.eth' }

/** The name to show for `raw`, read from `source`, or undefined when the address should be shown instead. */
export async function displayableName(raw: string, source: EvmName['source']): Promise<string | undefined> {
  if (raw.length === 0 || graphemes(raw).length > MAX_NAME_LENGTH) return undefined
  if (!raw.endsWith(SOURCE_SUFFIX[source])) return undefined
  if (hasAddressLikeLabel(raw)) return undefined
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
