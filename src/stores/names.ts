/**
 * Names of the EVM addresses on this page (ENS, Basenames), shared by every island. A look-up is
 * started by the first island that shows the address and loads its code then (src/names/), so
 * names are never part of a page's first load and never hold an address back.
 */
import { map } from 'nanostores'
import type { NameLookup } from '../names/types'

export type { EvmName, NameLookup } from '../names/types'

/** By lower-case address. */
export const $names = map<Partial<Record<string, NameLookup>>>({})

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Fetches and runs the look-up's code ahead of the first look-up, for a page about to show many addresses. */
export function prefetchNameLookup(): void {
  void import('../names/resolveEvmName').catch(() => undefined)
}

/** Looks `address` up once per page; later calls find it in `$names`. */
export function requestEvmName(address: string): void {
  if (!EVM_ADDRESS.test(address)) return
  const key = address.toLowerCase()
  if ($names.get()[key]) return
  $names.setKey(key, { status: 'pending' })
  void import('../names/resolveEvmName')
    .then(({ resolveEvmName }) => resolveEvmName(address as `0x${string}`))
    .catch((): NameLookup => ({ status: 'unavailable' }))
    .then((lookup) => $names.setKey(key, lookup))
}

/** The name to show for `address`, once it is known and checked. */
export function nameOf(names: Partial<Record<string, NameLookup>>, address: string) {
  const lookup = names[address.toLowerCase()]
  return lookup?.status === 'found' ? lookup.value : undefined
}
