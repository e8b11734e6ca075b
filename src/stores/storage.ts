import { setPersistentEngine } from '@nanostores/persistent'

/**
 * Private modes and disabled cookies make localStorage throw on read or write.
 * Then Sigil keeps state in memory for the page, so nothing persists but nothing breaks.
 */
export function isStorageWritable(): boolean {
  try {
    const probe = '__sigil_probe__'
    localStorage.setItem(probe, probe)
    localStorage.removeItem(probe)
    return true
  } catch {
    return false
  }
}

let chosen = false

/** Must run before the first persistent store is created. */
export function choosePersistentEngine(): void {
  if (chosen) return
  chosen = true
  if (typeof window === 'undefined' || isStorageWritable()) return
  setPersistentEngine({}, { addEventListener() {}, removeEventListener() {} })
}
