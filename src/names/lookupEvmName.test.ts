import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { Chain, Client, Transport } from 'viem'

/** Records by coin type, as the Universal Resolver would answer them. */
const reverse = new Map<string, string>()
const forward = new Map<string, string>()
const texts = new Map<string, string>()
const calls: string[] = []

vi.mock('viem/ens', async (original) => {
  const real = await original<typeof import('viem/ens')>()
  return {
    ...real,
    getEnsName: vi.fn((_: unknown, { address, coinType }: { address: string; coinType: bigint }) => {
      calls.push(`name ${coinType}`)
      return Promise.resolve(reverse.get(`${address.toLowerCase()} ${coinType}`) ?? null)
    }),
    getEnsAddress: vi.fn((_: unknown, { name, coinType }: { name: string; coinType: bigint }) => {
      calls.push(`address ${name} ${coinType}`)
      return Promise.resolve(forward.get(`${name} ${coinType}`) ?? null)
    }),
    getEnsText: vi.fn((_: unknown, { name, key }: { name: string; key: string }) =>
      Promise.resolve(texts.get(`${name} ${key}`) ?? null),
    ),
  }
})

const { lookupEvmName } = await import('./lookupEvmName')
const client = {} as Client<Transport, Chain>
const alice = '0x1111111111111111111111111111111111111111'
const mallory = '0x2222222222222222222222222222222222222222'
const BASE = 2147492101n

beforeEach(() => {
  reverse.clear()
  forward.clear()
  texts.clear()
  calls.length = 0
})

describe('lookupEvmName', () => {
  test('default', async () => {
    reverse.set(`${alice} 60`, 'alice.eth')
    forward.set('alice.eth 60', alice.toUpperCase().replace('0X', '0x'))
    texts.set('alice.eth avatar', 'https://example.com/alice.png')
    expect(await lookupEvmName(client, { address: alice })).toEqual({
      name: 'alice.eth',
      source: 'ens',
      avatar: 'https://example.com/alice.png',
    })
  })

  test('behavior: a primary name whose forward record points elsewhere is not the address’s', async () => {
    reverse.set(`${alice} 60`, 'vitalik.eth')
    forward.set('vitalik.eth 60', mallory)
    expect(await lookupEvmName(client, { address: alice })).toBeNull()
    expect(calls).toContain('address vitalik.eth 60')
  })

  test('behavior: without a verified ENS name, the Basename (Base coin type both ways)', async () => {
    reverse.set(`${alice} 60`, 'bob.eth')
    forward.set('bob.eth 60', mallory)
    reverse.set(`${alice} ${BASE}`, 'alice.base.eth')
    forward.set(`alice.base.eth ${BASE}`, alice)
    // The name's Ethereum record does not count for Base.
    forward.set('alice.base.eth 60', mallory)
    expect(await lookupEvmName(client, { address: alice })).toEqual({ name: 'alice.base.eth', source: 'basename' })
  })

  test('behavior: a name that is not normalised is not shown, and not even checked', async () => {
    reverse.set(`${alice} 60`, 'Alice.eth')
    forward.set('Alice.eth 60', alice)
    expect(await lookupEvmName(client, { address: alice })).toBeNull()
    expect(calls.filter((call) => call.startsWith('address'))).toEqual([])
  })

  test('behavior: an avatar Sigil may not load is left out; the name stays', async () => {
    reverse.set(`${alice} 60`, 'alice.eth')
    forward.set('alice.eth 60', alice)
    texts.set('alice.eth avatar', `ipfs://QmQsTSGhbZ6Zt9F4x6P1v9yCFHcN3s1pAWv7RGG1n7B7jE`)
    expect(await lookupEvmName(client, { address: alice })).toEqual({ name: 'alice.eth', source: 'ens' })
  })

  test('behavior: an RPC failure is thrown, not taken for "no name"', async () => {
    const { getEnsName } = await import('viem/ens')
    vi.mocked(getEnsName).mockRejectedValueOnce(new Error('fetch failed'))
    await expect(lookupEvmName(client, { address: alice })).rejects.toThrow('fetch failed')
  })
})
