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

/** A Storage that lives as long as the page: what the wallet libraries get when the browser's is blocked. */
export function createMemoryStorage(): Storage {
  const data = new Map<string, string>()
  const storage: Storage = {
    get length() {
      return data.size
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    // Callers are third-party libraries: coerce as the real Storage does.
    getItem: (key: unknown) => data.get(String(key)) ?? null,
    setItem: (key: unknown, value: unknown) => void data.set(String(key), String(value)),
    removeItem: (key: unknown) => void data.delete(String(key)),
    clear: () => data.clear(),
  }
  return storage
}

let chosen = false

/** Must run before the first persistent store is created (and before AppKit loads). */
export function choosePersistentEngine(): void {
  if (chosen) return
  chosen = true
  if (typeof window === 'undefined' || isStorageWritable()) return
  setPersistentEngine({}, { addEventListener() {}, removeEventListener() {} })
  // AppKit, wagmi and WalletConnect read localStorage directly and fail to start when it
  // throws; an in-memory stand-in lets the wallet work for this page without persistence.
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: createMemoryStorage() })
  } catch {
    // Not replaceable in this browser: the wallet libraries will report their own error.
  }
}
