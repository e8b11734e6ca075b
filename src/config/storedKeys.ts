/**
 * Everything Sigil, and the wallet libraries it loads, keep in a visitor's browser. One list: the
 * privacy page renders it and its control clears exactly it; the docs list it from here. Sigil sets
 * no cookies; its one service worker, the offline reader's, goes with the caches it fills (one entry),
 * so nothing is kept anywhere else.
 *
 * The wallet libraries' entries were read from their code (AppKit's `SafeLocalStorageKeys`, wagmi's
 * `createStorage`, WalletConnect's `keyvaluestorage`) and seen in a browser after each way of
 * connecting. A library that starts writing elsewhere needs an entry here.
 */
import { OFFLINE_CACHE_PREFIX } from './offlineCache.ts'
import { SERVICE_WORKER_FILE } from './serviceWorkerFile.ts'

/** The browser storage an entry lives in. */
export type StorageArea = 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cacheStorage'

/** Who writes it: Sigil itself, or a library Sigil loads for phone wallets and the wallet catalogue. */
export type StoredKeyOwner = 'Sigil' | 'AppKit' | 'wagmi' | 'WalletConnect'

export type StoredKey = {
  area: StorageArea
  /** A key (localStorage, sessionStorage), a database name (IndexedDB) or a cache name (Cache Storage). */
  name: string
  /** `exact`: that key or database; `prefix`: every key that starts with `name`. */
  match: 'exact' | 'prefix'
  owner: StoredKeyOwner
  /** What it is, in a few words: how the privacy page names it. */
  label: string
  /** What it holds. */
  holds: string
  /** When it is written (and removed, when that happens on its own). */
  written: string
}

export const STORED_KEYS: readonly StoredKey[] = [
  {
    area: 'localStorage',
    name: 'sigil:connection',
    match: 'exact',
    owner: 'Sigil',
    label: 'The wallet you connected',
    holds:
      'The connected accounts: each address, its network, and the wallet’s name and icon, so the next page shows the account at once and every open tab agrees; for a phone’s wallet also its WalletConnect session and the numbers of the phone’s messages behind the address and network, so an older message read by one tab never replaces a newer one. Never a key or a signature.',
    written: 'When a wallet connects or changes account or network; removed when you disconnect.',
  },
  {
    area: 'localStorage',
    name: 'sigil:last-wallet',
    match: 'exact',
    owner: 'Sigil',
    label: 'The wallet you used last',
    holds:
      'The name a browser wallet gives itself (such as io.metamask) and its family, so the wallet list shows it first, marked “Last used”. Never an address.',
    written: 'When a browser wallet connects; kept after you disconnect.',
  },
  {
    area: 'localStorage',
    name: 'sigil:theme',
    match: 'exact',
    owner: 'Sigil',
    label: 'Your theme',
    holds: 'Light or dark, when you chose one in the footer; nothing when the page follows your system.',
    written: 'When you choose a theme; removed when you choose System.',
  },
  {
    area: 'localStorage',
    name: 'sigil:requests',
    match: 'exact',
    owner: 'Sigil',
    label: 'Your proof requests',
    holds:
      'The requests made on the Request page in this browser (the latest 50): what each asks for, its one-time code and link, when it was made, and the first proof that answered it.',
    written: 'When you make or remove a request, and when a proof opened on the Verify page answers one.',
  },
  {
    area: 'indexedDB',
    name: 'sigil-roll-calls',
    match: 'exact',
    owner: 'Sigil',
    label: 'Your roll calls’ answers',
    holds:
      'For each roll call made or imported here, the answers listed: each proof link, when it was checked, the addresses it proved, when it was signed, and the first rule it broke.',
    written:
      'When answers are pasted or imported on the Request page, or a roll call’s proof is opened on the Verify page; a list is removed with its request or when you clear it.',
  },
  {
    area: 'localStorage',
    name: 'sigil:roll-calls',
    match: 'exact',
    owner: 'Sigil',
    label: 'Your roll calls’ answers, to be moved',
    holds:
      'The same lists of answers in a single key, as a browser may still hold them: the first page that opens the roll calls’ database moves them into it and removes this key.',
    written: 'Never: only read, once, and removed.',
  },
  {
    area: 'sessionStorage',
    name: 'sigil:names',
    match: 'exact',
    owner: 'Sigil',
    label: 'Names looked up',
    holds:
      'The ENS names and Basenames (and avatars) found for the addresses shown, each for five minutes, so moving between pages does not ask again. Each tab keeps its own, gone when the tab closes; clearing empties every open tab’s.',
    written: 'When a name is looked up for an address on the page.',
  },
  {
    area: 'cacheStorage',
    // Every base's caches share the prefix; clearing takes only this site's (isOfflineCacheOf).
    name: OFFLINE_CACHE_PREFIX,
    match: 'prefix',
    owner: 'Sigil',
    label: 'The offline copy of the reader',
    holds: `This site’s pages and code for checking proofs and running roll calls without a network, with the service worker (${SERVICE_WORKER_FILE}) that serves them, so they open offline after one visit. Never a proof, a request or an address.`,
    written: 'On your first visit, after the page has shown; replaced when the site is updated.',
  },
  {
    area: 'localStorage',
    name: '@appkit/',
    match: 'prefix',
    owner: 'AppKit',
    label: 'AppKit’s connection state',
    holds:
      'Reown AppKit’s record of its connection: the wallet and network connected through it, its status, and caches of that account’s balance and identity.',
    written: 'When AppKit loads: the QR code, All wallets, a phone’s wallet apps, or a phone wallet connected before.',
  },
  {
    area: 'localStorage',
    name: 'WALLETCONNECT_DEEPLINK_CHOICE',
    match: 'exact',
    owner: 'AppKit',
    label: 'The wallet app last opened',
    holds: 'The name and link of the wallet app a phone was last sent to, to connect or to sign.',
    written: 'When a wallet app is opened from the wallet list on a phone.',
  },
  {
    area: 'localStorage',
    name: 'wagmi.',
    match: 'prefix',
    owner: 'wagmi',
    label: 'wagmi’s connection state',
    holds:
      'The Ethereum connection AppKit holds through wagmi: the connector, its accounts and network, and the networks asked of a phone wallet.',
    written: 'When AppKit loads, as above. Browser wallets that Sigil drives itself leave nothing here.',
  },
  {
    area: 'indexedDB',
    name: 'WALLET_CONNECT_V2_INDEXED_DB',
    match: 'exact',
    owner: 'WalletConnect',
    label: 'WalletConnect’s sessions',
    holds:
      'The pairings and sessions with phone wallets: the keys that encrypt their messages over the relay (not your wallet’s keys), the accounts and networks the phone shared, and recent messages.',
    written: 'When the QR code or a wallet app is opened, and while a phone wallet stays connected.',
  },
  {
    area: 'localStorage',
    name: 'wc@2:',
    match: 'prefix',
    owner: 'WalletConnect',
    label: 'WalletConnect’s sessions, without IndexedDB',
    holds: 'The same as WalletConnect’s database, in a browser that offers no IndexedDB.',
    written: 'As WalletConnect’s database, only when IndexedDB cannot be used.',
  },
]

/** Whether `key` (of the entry's storage area) is one of the entry's keys. */
export function isStoredKey(entry: StoredKey, key: string): boolean {
  return entry.match === 'exact' ? key === entry.name : key.startsWith(entry.name)
}
