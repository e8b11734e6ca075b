/**
 * The names beside a roll call's drawn addresses: the ENS name or Basename /verify/ would show, from
 * the same page-wide store (`$names`), so each address is looked up once per page whatever the list
 * is redrawn to. A list of a thousand answers must not ask for a thousand names: an address is looked
 * up only once its row comes near the viewport, and only a few at a time. A look-up that fails or
 * finds nothing leaves the address as it is, and says nothing.
 */
import { isAddress } from '../stores/account'
import { $names, requestEvmName, type NameLookup } from '../stores/names'
import { nameLookupQueue } from './nameLookupQueue'
import { ADDRESS_OF, showAddressName } from './rollCallAddresses'

/** Look-ups under way at once, per list: each is up to six RPC requests. */
const AT_ONCE = 4
/** How far beyond the viewport a row is looked up, so its name is often there when it is scrolled to. */
const NEAR = '400px 0px'

/** The watch of each list's drawing, by the list's id: a redraw ends the watch of the drawing it replaces. */
const watches = new Map<string, () => void>()

/** Whether the look-up is over: a name found, none, or none to be had now. */
const settled = (lookup: NameLookup | undefined): lookup is NameLookup =>
  lookup !== undefined && lookup.status !== 'pending'

/**
 * Shows the names already known in `list` at once, and looks the others up as their rows near the
 * viewport. `listId` is the same for every drawing of one list.
 */
export function showRollCallNames(listId: string, list: HTMLElement): void {
  watches.get(listId)?.()
  const known = $names.get()
  const unknown: HTMLElement[] = []
  for (const item of list.querySelectorAll<HTMLElement>(`[${ADDRESS_OF}]`)) {
    const address = item.getAttribute(ADDRESS_OF) ?? ''
    if (!isAddress('eip155', address)) continue
    const lookup = known[address.toLowerCase()]
    if (lookup?.status === 'found') showAddressName(item, lookup.value)
    else if (!settled(lookup)) unknown.push(item)
  }
  if (unknown.length === 0) {
    watches.delete(listId)
    return
  }

  /** Items near the viewport whose address's look-up is not over, by lower-case address. */
  const awaiting = new Map<string, HTMLElement[]>()
  const queue = nameLookupQueue(AT_ONCE, (address) => {
    requestEvmName(address)
    return !settled($names.get()[address.toLowerCase()])
  })

  function show(key: string, lookup: NameLookup | undefined): void {
    if (!settled(lookup)) return
    if (lookup.status === 'found') for (const item of awaiting.get(key) ?? []) showAddressName(item, lookup.value)
    awaiting.delete(key)
    queue.settled(key)
  }

  const stopListening = $names.listen((names, _before, changedKey) => {
    if (changedKey !== undefined) show(changedKey, names[changedKey])
    else for (const key of [...awaiting.keys()]) show(key, names[key])
  })

  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting || !(target instanceof HTMLElement)) continue
        observer.unobserve(target)
        const address = target.getAttribute(ADDRESS_OF) ?? ''
        const key = address.toLowerCase()
        const lookup = $names.get()[key]
        if (lookup?.status === 'found') showAddressName(target, lookup.value)
        if (settled(lookup)) continue
        awaiting.set(key, [...(awaiting.get(key) ?? []), target])
        queue.add(address)
      }
    },
    { rootMargin: NEAR },
  )
  for (const item of unknown) observer.observe(item)

  watches.set(listId, () => {
    observer.disconnect()
    stopListening()
    queue.clear()
  })
}
