/**
 * Starts name look-ups a few at a time: a list of a thousand answers scrolled through would
 * otherwise ask the RPC endpoints for hundreds of names at once, and most would time out.
 */
export type NameLookupQueue = {
  /** Asks for `address`'s name: started at once while fewer than the bound are under way, else later. */
  add(address: string): void
  /** Says `address`'s look-up is over, which makes room for the next one. */
  settled(address: string): void
  /** Forgets the addresses not yet started; those under way still settle. */
  clear(): void
}

/**
 * `start` begins the look-up and says whether it is under way afterwards: false when there was
 * nothing left to ask (another view asked first and it is over), so it holds no place.
 */
export function nameLookupQueue(bound: number, start: (address: string) => boolean): NameLookupQueue {
  /** By lower-case address, in the order asked: the rows nearest the top are looked up first. */
  const waiting = new Map<string, string>()
  const underWay = new Set<string>()

  function startNext(): void {
    for (const [key, address] of waiting) {
      if (underWay.size >= bound) return
      waiting.delete(key)
      underWay.add(key)
      if (!start(address)) underWay.delete(key)
    }
  }

  return {
    add(address) {
      const key = address.toLowerCase()
      if (underWay.has(key) || waiting.has(key)) return
      waiting.set(key, address)
      startNext()
    },
    settled(address) {
      if (underWay.delete(address.toLowerCase())) startNext()
    },
    clear() {
      waiting.clear()
    },
  }
}
