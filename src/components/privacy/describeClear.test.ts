import { expect, test } from 'vitest'
import { STORED_KEYS, type StoredKey } from '../../config/storedKeys'
import type { ClearReport } from '../../wallet/clearSiteData'
import { describeReport } from './describeClear'

const entry = (name: string): StoredKey => STORED_KEYS.find((item) => item.name === name) ?? STORED_KEYS[0]!
const nothing: ClearReport = { cleared: [], blocked: [], remaining: [], disconnected: 0, walletsAnswered: true }

test('names each entry cleared, with its key, prefix or database', () => {
  const summary = describeReport({
    ...nothing,
    disconnected: 1,
    cleared: [
      { entry: entry('sigil:connection'), count: 1 },
      { entry: entry('@appkit/'), count: 3 },
      { entry: entry('WALLET_CONNECT_V2_INDEXED_DB'), count: 1, pending: true },
      { entry: entry('sigil-offline:'), count: 12 },
    ],
  })
  expect(summary.title).toBe('Cleared.')
  expect(summary.cleared).toEqual([
    { name: 'sigil:connection', text: 'The wallet you connected (sigil:connection).' },
    { name: '@appkit/', text: 'AppKit’s connection state: 3 keys starting with @appkit/.' },
    {
      name: 'WALLET_CONNECT_V2_INDEXED_DB',
      text: 'WalletConnect’s sessions: the WALLET_CONNECT_V2_INDEXED_DB database, 1 record, emptied; the browser deletes it once the site’s pages that use it close.',
    },
    {
      name: 'sigil-offline:',
      text: 'The offline copy of the reader: 12 files, removed; the site works online as before, and makes a fresh copy the next time it opens.',
    },
  ])
  expect(summary.notes).toEqual(['Your wallet is disconnected in every open tab of this site.'])
})

test('an offline copy of only its worker says so', () => {
  const summary = describeReport({ ...nothing, cleared: [{ entry: entry('sigil-offline:'), count: 0 }] })
  expect(summary.title).toBe('Cleared.')
  expect(summary.cleared[0]?.text).toMatch(/^The offline copy of the reader: its service worker, removed;/)
})

test('says when there was nothing, and why', () => {
  expect(describeReport(nothing).title).toBe('Nothing to clear: this browser held nothing from this site.')
  const blocked = describeReport({ ...nothing, blocked: ['localStorage', 'sessionStorage'] })
  expect(blocked.title).toBe('Nothing to clear: this browser lets this site keep nothing.')
  expect(blocked.notes).toEqual([
    'This browser blocks this site’s localStorage and sessionStorage (as some private windows, or cookies turned off, do): nothing could be kept there.',
  ])
})

test('a silent wallet and keys written again are said, not hidden', () => {
  const summary = describeReport({
    ...nothing,
    disconnected: 2,
    walletsAnswered: false,
    remaining: [entry('@appkit/')],
  })
  expect(summary.notes).toEqual([
    'Your wallets are disconnected in every open tab of this site.',
    'A wallet did not confirm the disconnect and may still list this site as connected: disconnect it there too.',
    'Still kept: @appkit/. Another open tab of this site wrote it again: close the site’s other tabs, then clear again.',
  ])
})
