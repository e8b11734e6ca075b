import { beforeAll, describe, expect, test } from 'vitest'
import { displayableName, MAX_NAME_LENGTH } from './displayName'
import { nameParts } from './nameParts'

// The full normaliser is fetched on demand; its first load (transforming viem's tables) can be slow on a busy machine.
beforeAll(async () => {
  await import('./normalizeName')
}, 60_000)

describe('displayableName', () => {
  test('default', async () => {
    expect(await displayableName('alice.eth', 'ens')).toBe('alice.eth')
    expect(await displayableName('carol.base.eth', 'basename')).toBe('carol.base.eth')
  })

  test('behavior: only a name that is already its own ENSIP-15 normal form is shown', async () => {
    expect(await displayableName('🦊.eth', 'ens')).toBe('🦊.eth')
    // Valid names, but not as written: what is shown must be what the records say, exactly.
    expect(await displayableName('Alice.eth', 'ens')).toBeUndefined()
    expect(await displayableName('ａlice.eth', 'ens')).toBeUndefined() // full-width a
  })

  test.each([
    ['a Cyrillic а among Latin letters', 'p\u0430ypal.eth'],
    ['a whole-script confusable', '\u0440\u0430\u0443\u0440\u0430\u04cf.eth'],
    ['Greek and Latin mixed', 'αlice.eth'],
    ['a zero-width joiner', 'ali\u200dce.eth'],
    ['a disallowed character', 'ali ce.eth'],
    ['an empty label', 'alice..eth'],
    ['a leading dot', '.eth'],
    ['nothing', ''],
  ])('behavior: %s is not shown', async (_, name) => {
    expect(await displayableName(name, 'ens')).toBeUndefined()
  })

  test.each([
    ['an address with .eth after it', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266.eth'],
    ['an address, checksummed', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266.eth'],
    ['an address as a subname', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266.alice.eth'],
    ['a Solana key', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU.eth'],
  ])('behavior: a name with a label that reads as %s is not shown', async (_, name) => {
    expect(await displayableName(name, 'ens')).toBeUndefined()
    expect(await displayableName(`${name.slice(0, -'.eth'.length)}.base.eth`, 'basename')).toBeUndefined()
  })

  test('behavior: a Basename is a name under base.eth; an ENS name may be either', async () => {
    expect(await displayableName('carol.eth', 'basename')).toBeUndefined()
    expect(await displayableName('carol.base.eth.evil.eth', 'basename')).toBeUndefined()
    expect(await displayableName('carol-base.eth', 'basename')).toBeUndefined()
    expect(await displayableName('base.eth', 'basename')).toBeUndefined()
    expect(await displayableName('.base.eth', 'basename')).toBeUndefined()
    expect(await displayableName('pay.carol.base.eth', 'basename')).toBe('pay.carol.base.eth')
    expect(await displayableName('carol.base.eth', 'ens')).toBe('carol.base.eth')
  })

  test('behavior: a name too long to read at a glance is not shown', async () => {
    const longest = `${'a'.repeat(MAX_NAME_LENGTH - 4)}.eth`
    expect(await displayableName(longest, 'ens')).toBe(longest)
    expect(await displayableName(`a${longest}`, 'ens')).toBeUndefined()
  })
})

describe('nameParts', () => {
  test('default', () => {
    expect(nameParts('alice.eth')).toEqual({ start: 'alice', end: '.eth' })
    expect(nameParts('carol.base.eth')).toEqual({ start: 'carol', end: '.base.eth' })
  })

  test('behavior: the parent a name sits under stays whole; a long one gives way to the last label', () => {
    expect(nameParts('vitalik.eth.evil.eth')).toEqual({ start: 'vitalik.eth', end: '.evil.eth' })
    expect(nameParts('pay.a-very-long-parent-name.eth')).toEqual({ start: 'pay.a-very-long-parent-name', end: '.eth' })
    expect(nameParts('eth')).toEqual({ start: 'eth', end: '' })
    expect(Object.values(nameParts('👩🏽‍🚀👩🏽‍🚀.eth')).join('')).toBe('👩🏽‍🚀👩🏽‍🚀.eth')
  })
})
