import { describe, expect, test } from 'vitest'
import { createNonce } from './createNonce'
import { createRequestNonce } from './createRequestNonce'
import {
  decodeRequestFragment,
  encodeRequestLink,
  encodeRequestPayload,
  isRollCall,
  validateRequest,
  type ProofRequest,
} from './requestLink'
import { evmAccount, solanaAddress } from '../../../test/proof/testing.ts'
import { prng } from '../../../test/proof/fuzzing.ts'

function request(overrides: Partial<ProofRequest> = {}): ProofRequest {
  return {
    v: 1,
    want: 'eip155',
    addresses: [evmAccount.address],
    statement: 'I am alice on the forum',
    nonce: createRequestNonce(),
    expires: '2030-01-01T00:10:00.000Z',
    ...overrides,
  }
}

describe('request link', () => {
  test('round trip under the base path, for each kind of request', () => {
    for (const made of [
      request(),
      request({ want: 'solana', addresses: [solanaAddress], statement: undefined }),
      request({ addresses: [] }),
      request({ want: 'linked', addresses: [evmAccount.address, solanaAddress] }),
      request({ want: 'linked', addresses: [] }),
    ]) {
      const link = encodeRequestLink(made, 'https://user.github.io/sigil/')
      expect(link).toMatch(/^https:\/\/user\.github\.io\/sigil\/prove\/#request=[\w-]+$/)
      const decoded = decodeRequestFragment(link)
      expect(decoded).toEqual({ ok: true, request: { ...made, ...(made.statement ? {} : { statement: undefined }) } })
      if (decoded.ok) expect(encodeRequestPayload(decoded.request)).toBe(link.split('#request=')[1])
    }
  })

  test('a roll call (version 2) names no addresses, for each family; a one-answer link (version 1) reads as before', () => {
    for (const want of ['eip155', 'solana', 'linked'] as const) {
      const made = request({ v: 2, want, addresses: [] })
      const decoded = decodeRequestFragment(encodeRequestLink(made, 'https://sigil.example/'))
      expect(decoded.ok && decoded.request).toEqual(made)
      expect(decoded.ok && isRollCall(decoded.request)).toBe(true)
    }
    const one = decodeRequestFragment(encodeRequestLink(request(), 'https://sigil.example/'))
    expect(one.ok && isRollCall(one.request)).toBe(false)
    expect(validateRequest({ ...request({ v: 2 }) })).toMatchObject({ ok: false, error: { field: 'addresses' } })
    expect(validateRequest({ ...request({ addresses: [] }), addresses: undefined, v: 3 })).toMatchObject({
      ok: false,
      error: { field: 'v' },
    })
  })

  test('only a nonce of the request form is read: never one a sign-in back end could be waiting for', () => {
    expect(validateRequest({ ...request(), nonce: 'abcdefgh12345678' }).ok).toBe(false)
    expect(validateRequest({ ...request(), nonce: createNonce() }).ok).toBe(false)
    expect(validateRequest({ ...request(), nonce: `sigil${'a'.repeat(16)}` }).ok).toBe(false)
    const foreign = validateRequest({ ...request(), nonce: 'Abcdefgh12345678Xyz' })
    expect(foreign.ok || foreign.error.field).toBe('nonce')
    expect(validateRequest({ ...request(), nonce: createRequestNonce() }).ok).toBe(true)
  })

  test.each([
    ['an unknown field', { extra: 1 }],
    ['another version', { v: 2 }],
    ['an unknown family', { want: 'bitcoin' }],
    ['an empty address list (any is written as no list)', { addresses: [] }],
    ['a Solana address for EVM', { addresses: [solanaAddress] }],
    ['two addresses for one proof', { addresses: [evmAccount.address, evmAccount.address] }],
    ['a bad checksum', { addresses: [evmAccount.address.replace('f39F', 'F39F')] }],
    ['a statement with a line break', { statement: 'a\nb' }],
    ['an empty statement', { statement: '' }],
    ['a statement too long', { statement: 'a'.repeat(281) }],
    ['a time in another spelling', { expires: '2030-01-01T00:10:00Z' }],
    ['an impossible date', { expires: '2030-02-31T00:10:00.000Z' }],
  ])('refused: %s', (_, change) => {
    const result = validateRequest({ ...request(), ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.message).toMatch(/^This request link cannot be used: /)
  })

  test('an address of the wrong family is named in plain words, never "EVM"', () => {
    const refusal = (change: object) => {
      const result = validateRequest({ ...request(), ...change })
      return result.ok ? undefined : result.error.message
    }
    expect(refusal({ addresses: [solanaAddress] })).toContain('is not an Ethereum-style address')
    expect(refusal({ want: 'solana', addresses: [evmAccount.address] })).toContain('is not a Solana address')
    expect(refusal({ want: 'linked', addresses: [evmAccount.address, 'nope'] })).toContain(
      'is not an Ethereum-style or Solana address',
    )
    expect(refusal({ want: 'bitcoin' })).toContain(
      'whether an Ethereum-style address, a Solana address or a linked set',
    )
  })

  test('linked: 2 to 5 distinct addresses, or none', () => {
    const linked = (addresses: string[]) => validateRequest({ ...request(), want: 'linked', addresses }).ok
    expect(linked([evmAccount.address])).toBe(false)
    expect(linked([evmAccount.address, evmAccount.address.toLowerCase()])).toBe(false)
    expect(linked([evmAccount.address, solanaAddress])).toBe(true)
  })

  test('the same request spelled another way is refused: one spelling per request', () => {
    const made = request()
    const canonical = new TextDecoder().decode(Buffer.from(encodeRequestPayload(made), 'base64url'))
    for (const json of [
      canonical.replace('"want":', '"want": '),
      `${canonical}\n`,
      JSON.stringify({
        want: made.want,
        v: made.v,
        addresses: made.addresses,
        statement: made.statement,
        nonce: made.nonce,
        expires: made.expires,
      }),
      canonical.replace('alice', '\\u0061lice'),
    ]) {
      expect(JSON.parse(json)).toEqual(JSON.parse(canonical))
      const decoded = decodeRequestFragment(`#request=${Buffer.from(json, 'utf8').toString('base64url')}`)
      expect(decoded).toMatchObject({ ok: false, error: { code: 'bad-encoding' } })
      if (!decoded.ok) expect(decoded.error.message).toMatch(/not spelled the way Sigil writes a request/)
    }
    expect(decodeRequestFragment(`#request=${encodeRequestPayload(made)}`).ok).toBe(true)
  })

  test('garbage of any type gives a message, never a throw', () => {
    for (const input of [
      undefined,
      null,
      3,
      {},
      '',
      '#request=',
      '#request=%%%',
      '#request=bm90IGpzb24',
      'x'.repeat(5000),
    ])
      expect(decodeRequestFragment(input).ok).toBe(false)
  })

  test('5 000 mutations of request links: never a throw; whatever reads is a request Sigil would write', () => {
    const pick = prng(20300101)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=%#&"{}[]:, é'
    const originals = [
      request(),
      request({ want: 'linked', addresses: [evmAccount.address, solanaAddress] }),
      request({ want: 'solana', addresses: [], statement: undefined }),
    ]
    let read = 0
    for (let i = 0; i < 5000; i++) {
      const original = originals[pick(originals.length)]!
      let fragment: string
      if (pick(2) === 0) {
        const payload = encodeRequestPayload(original)
        const at = pick(payload.length + 1)
        const char = alphabet[pick(alphabet.length)]!
        fragment =
          '#request=' +
          (pick(2) === 0
            ? payload.slice(0, at) + char + payload.slice(at + 1)
            : payload.slice(0, at) + payload.slice(at + 1))
      } else {
        const json = JSON.stringify({
          ...original,
          addresses: original.addresses.length ? original.addresses : undefined,
        })
        const at = pick(json.length + 1)
        const mutated = json.slice(0, at) + alphabet[pick(alphabet.length)]! + json.slice(at + 1)
        fragment = '#request=' + Buffer.from(mutated, 'utf8').toString('base64url')
      }
      const decoded = decodeRequestFragment(fragment)
      if (!decoded.ok) {
        expect(decoded.error.message.length).toBeGreaterThan(20)
        continue
      }
      read++
      // Whatever reads back is canonical: it re-encodes to the very same payload and validates again.
      expect(encodeRequestPayload(decoded.request)).toBe(fragment.slice('#request='.length))
      expect(validateRequest(JSON.parse(Buffer.from(fragment.slice(9), 'base64url').toString())).ok).toBe(true)
    }
    expect(read).toBeLessThan(5000)
  })
})
