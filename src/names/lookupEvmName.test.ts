import { beforeEach, describe, expect, test } from 'vitest'
import { lookupEvmName } from './lookupEvmName'
import type { EnsRecordReader } from './types'

/** Records by coin type, as the Universal Resolver would answer them. */
const reverse = new Map<string, string>()
const forward = new Map<string, `0x${string}`>()
const texts = new Map<string, string>()
const calls: string[] = []
let failure: Error | undefined

const records: EnsRecordReader = {
  primaryName(address, coinType) {
    calls.push(`name ${coinType}`)
    if (failure) return Promise.reject(failure)
    return Promise.resolve(reverse.get(`${address.toLowerCase()} ${coinType}`) ?? null)
  },
  address(name, coinType) {
    calls.push(`address ${name} ${coinType}`)
    return Promise.resolve(forward.get(`${name} ${coinType}`) ?? null)
  },
  text(name, key) {
    return Promise.resolve(texts.get(`${name} ${key}`) ?? null)
  },
}

const alice = '0x1111111111111111111111111111111111111111'
const mallory = '0x2222222222222222222222222222222222222222'
const BASE = 2147492101n

/** Both sources read from the same fake records: ENS on Ethereum, Basenames on Base (chain 8453). */
function bothSources(reader: EnsRecordReader) {
  return [
    { source: 'ens', chainId: 1, records: reader },
    { source: 'basename', chainId: 8453, records: reader },
  ] as const
}

beforeEach(() => {
  reverse.clear()
  forward.clear()
  texts.clear()
  calls.length = 0
  failure = undefined
})

describe('lookupEvmName', () => {
  test('default', async () => {
    reverse.set(`${alice} 60`, 'alice.eth')
    forward.set('alice.eth 60', alice.toUpperCase().replace('0X', '0x') as `0x${string}`)
    texts.set('alice.eth avatar', 'https://example.com/alice.png')
    expect(await lookupEvmName(bothSources(records), { address: alice })).toEqual({
      name: 'alice.eth',
      source: 'ens',
      avatar: 'https://example.com/alice.png',
    })
  })

  test('behavior: a primary name whose forward record points elsewhere is not the address’s', async () => {
    reverse.set(`${alice} 60`, 'vitalik.eth')
    forward.set('vitalik.eth 60', mallory)
    expect(await lookupEvmName(bothSources(records), { address: alice })).toBeNull()
    expect(calls).toContain('address vitalik.eth 60')
  })

  test('behavior: without a verified ENS name, the Basename (Base coin type both ways)', async () => {
    reverse.set(`${alice} 60`, 'bob.eth')
    forward.set('bob.eth 60', mallory)
    reverse.set(`${alice} ${BASE}`, 'alice.base.eth')
    forward.set(`alice.base.eth ${BASE}`, alice)
    // The name's Ethereum record does not count for Base.
    forward.set('alice.base.eth 60', mallory)
    expect(await lookupEvmName(bothSources(records), { address: alice })).toEqual({
      name: 'alice.base.eth',
      source: 'basename',
    })
  })

  test('behavior: a name that is not normalised is not shown, and not even checked', async () => {
    reverse.set(`${alice} 60`, 'Alice.eth')
    forward.set('Alice.eth 60', alice)
    expect(await lookupEvmName(bothSources(records), { address: alice })).toBeNull()
    expect(calls.filter((call) => call.startsWith('address'))).toEqual([])
  })

  test('behavior: a name that reads as an address is not shown, and not even checked; the Basename still counts', async () => {
    reverse.set(`${alice} 60`, `${alice}.eth`)
    forward.set(`${alice}.eth 60`, alice)
    expect(await lookupEvmName(bothSources(records), { address: alice })).toBeNull()
    expect(calls.filter((call) => call.startsWith('address'))).toEqual([])
    reverse.set(`${alice} ${BASE}`, 'alice.base.eth')
    forward.set(`alice.base.eth ${BASE}`, alice)
    expect(await lookupEvmName(bothSources(records), { address: alice })).toEqual({
      name: 'alice.base.eth',
      source: 'basename',
    })
  })

  test('behavior: a name on the Basenames path that is not under base.eth is not shown, and not even checked', async () => {
    reverse.set(`${alice} ${BASE}`, 'alice.eth')
    forward.set(`alice.eth ${BASE}`, alice)
    expect(await lookupEvmName(bothSources(records), { address: alice })).toBeNull()
    expect(calls).toEqual(['name 60', `name ${BASE}`])
  })

  test('behavior: an avatar Sigil may not load is left out; the name stays', async () => {
    reverse.set(`${alice} 60`, 'alice.eth')
    forward.set('alice.eth 60', alice)
    texts.set('alice.eth avatar', `ipfs://QmQsTSGhbZ6Zt9F4x6P1v9yCFHcN3s1pAWv7RGG1n7B7jE`)
    expect(await lookupEvmName(bothSources(records), { address: alice })).toEqual({
      name: 'alice.eth',
      source: 'ens',
    })
  })

  test('behavior: a forward record of another length (32 bytes) is not the address, and no error', async () => {
    reverse.set(`${alice} 60`, 'alice.eth')
    forward.set('alice.eth 60', `0x000000000000000000000000${alice.slice(2)}00000000`)
    expect(await lookupEvmName(bothSources(records), { address: alice })).toBeNull()
  })

  test('behavior: an RPC failure is thrown, not taken for "no name"', async () => {
    failure = new Error('fetch failed')
    await expect(lookupEvmName(bothSources(records), { address: alice })).rejects.toThrow('fetch failed')
  })
})
