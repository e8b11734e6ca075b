import { describe, expect, test } from 'vitest'
import { encodeAbiParameters, type Hex } from 'viem'
import { decodeProofFragment } from './decodeProofFragment.js'
import { encodeProofLink } from './encodeProofLink.js'
import type { PlainMessageProof } from './plainMessage.js'
import {
  explorerJson,
  myCryptoJson,
  PLAIN_TEXTS,
  plainEvmAccount,
  validPlainCases,
} from '../../../test/proof/plainMessageFixtures.ts'
import { readPlainMessageInput } from './readPlainMessageInput.js'
import { answeringClient, evmAccount, makeEvmProof, unreachableClient } from '../../../test/proof/testing.ts'
import { verifyPlainMessage } from './verifyPlainMessage.js'

const cases = await validPlainCases()

/** A chain on which no address is a contract wallet: the validator answers false. */
const noContracts = { getPublicClient: () => answeringClient(() => encodeAbiParameters([{ type: 'bool' }], [false])) }

describe('verifyPlainMessage', () => {
  test.each(cases.map((c) => [c.name, c.proof] as const))('valid: %s', async (_, proof) => {
    const result = await verifyPlainMessage(proof)
    expect(result.reasons.filter((r) => !r.ok)).toEqual([])
    expect(result.verdict).toBe('valid')
    expect(result.address?.toLowerCase()).toBe(proof.address.toLowerCase())
  })

  test('hex given: says whether the bytes or the text were signed', async () => {
    const bytes = cases.find((c) => c.name === 'viem, bytes given as hex')!
    expect((await verifyPlainMessage(bytes.proof)).signed).toEqual({
      kind: 'bytes',
      hex: bytes.proof.message,
      text: undefined,
    })
    const text = cases.find((c) => c.name === 'viem, hex-looking text signed as text')!
    expect((await verifyPlainMessage(text.proof)).signed).toEqual({ kind: 'text', text: text.proof.message })
    const utf8 = cases.find((c) => c.name === 'ethers, UTF-8 bytes given as hex')!
    expect((await verifyPlainMessage(utf8.proof)).signed).toMatchObject({ kind: 'bytes', text: PLAIN_TEXTS.unicode })
  })

  test('a Sign-In text is never verified as a plain message, whoever signed it', async () => {
    const signIn = await makeEvmProof()
    const byItsOwnKey: PlainMessageProof = {
      v: 3,
      namespace: 'eip155',
      address: signIn.address,
      message: signIn.message,
      signature: signIn.signature,
    }
    const byAnotherKey: PlainMessageProof = {
      ...byItsOwnKey,
      address: plainEvmAccount.address,
      signature: await plainEvmAccount.signMessage({ message: signIn.message }),
    }
    for (const proof of [byItsOwnKey, byAnotherKey]) {
      const result = await verifyPlainMessage(proof, noContracts)
      expect(result.verdict).toBe('invalid')
      expect(result.reasons.find((r) => !r.ok)?.check).toBe('message')
      expect(result.proven).toEqual([])
    }
  })

  test("another address, another text, another key's signature: invalid", async () => {
    const [first] = cases
    const check = (proof: PlainMessageProof) => verifyPlainMessage(proof, noContracts)
    expect((await check({ ...first!.proof, address: evmAccount.address })).verdict).toBe('invalid')
    expect((await check({ ...first!.proof, message: `${first!.proof.message} ` })).verdict).toBe('invalid')
    const other = await evmAccount.signMessage({ message: first!.proof.message })
    expect((await check({ ...first!.proof, signature: other })).verdict).toBe('invalid')
    // Without a chain to ask, a signature that is not the address's own key's could be a contract wallet's.
    expect((await verifyPlainMessage({ ...first!.proof, signature: other })).verdict).toBe('unverifiable')
  })

  test('an address whose letter case breaks its checksum is refused', async () => {
    const [first] = cases
    const address = first!.proof.address
    const flipped = address.replace(/[a-f]/, (c) => c.toUpperCase())
    const result = await verifyPlainMessage({ ...first!.proof, address: flipped })
    expect(result.verdict).toBe('invalid')
    expect(result.reasons.at(-1)?.message).toMatch(/checksum/)
  })

  test('a contract wallet: valid when the chain says so, unverifiable when it cannot be asked, invalid when it refuses', async () => {
    const message = PLAIN_TEXTS.plain
    const signature = await evmAccount.signMessage({ message }) // the owner's key, not the wallet's address
    const wallet = '0x1111111111111111111111111111111111111111'
    const proof: PlainMessageProof = {
      v: 3,
      namespace: 'eip155',
      address: wallet,
      message,
      signature,
      chainId: 'eip155:8453',
    }
    const asked: number[] = []
    const yes = await verifyPlainMessage(proof, {
      getPublicClient: (chainId) => {
        asked.push(chainId)
        return answeringClient(() => encodeAbiParameters([{ type: 'bool' }], [true]))
      },
    })
    expect(yes.verdict).toBe('valid')
    expect(yes.chainId).toBe(8453)
    expect(asked).toEqual([8453])
    expect((await verifyPlainMessage(proof, { getPublicClient: () => unreachableClient() })).verdict).toBe(
      'unverifiable',
    )
    expect((await verifyPlainMessage(proof)).verdict).toBe('unverifiable')
    const no = await verifyPlainMessage(proof, {
      getPublicClient: () => answeringClient(() => encodeAbiParameters([{ type: 'bool' }], [false])),
    })
    expect(no.verdict).toBe('invalid')
  })

  test('an ordinary signature never asks the chain', async () => {
    const [first] = cases
    const result = await verifyPlainMessage(first!.proof, {
      getPublicClient: () => {
        throw new Error('asked the chain')
      },
    })
    expect(result.verdict).toBe('valid')
    expect(result.chainId).toBeUndefined()
  })

  test('garbage of any type never throws and is never valid', async () => {
    for (const value of [null, 1, {}, { v: 3 }, { v: 3, namespace: 'x', address: 'a', message: 'm', signature: 's' }])
      expect((await verifyPlainMessage(value as unknown as PlainMessageProof)).verdict).not.toBe('valid')
  })
})

/** Every one-character edit (replaced, inserted, deleted) of a field, within a budget per case. */
function* edits(text: string, alphabet: string, pick: () => number, count: number): Generator<string> {
  for (let i = 0; i < count; i++) {
    const at = Math.floor(pick() * (text.length + 1))
    const char = alphabet[Math.floor(pick() * alphabet.length)]!
    const kind = Math.floor(pick() * 3)
    yield kind === 0
      ? text.slice(0, at) + char + text.slice(at + 1)
      : kind === 1
        ? text.slice(0, at) + char + text.slice(at)
        : text.slice(0, at) + text.slice(at + 1)
  }
}

function sameSignature(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/^0x/i, '').toLowerCase()
  return norm(a) === norm(b)
}

describe('mutated plain messages (fuzzed) are never valid', () => {
  test('message, signature and address edits of every case', async () => {
    let seed = 29
    const pick = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    let checked = 0
    for (const { proof } of cases) {
      for (const field of ['message', 'signature', 'address'] as const) {
        const alphabet = field === 'message' ? 'aZ 0\n\u200b.é' : '0123456789abcdefABCDEFxyz+/=_-'
        for (const edited of edits(proof[field], alphabet, pick, 12)) {
          if (field === 'message' && edited === proof.message) continue
          if (
            field === 'message' &&
            /^0x[0-9a-f]*$/i.test(proof.message) &&
            edited.toLowerCase() === proof.message.toLowerCase()
          )
            continue
          if (field === 'signature' && sameSignature(edited, proof.signature)) continue
          if (field === 'address' && edited.toLowerCase() === proof.address.toLowerCase()) continue
          const mutated = { ...proof, [field]: edited }
          const result = await verifyPlainMessage(mutated)
          expect(result.verdict, `${field} ${JSON.stringify(edited)} of ${JSON.stringify(proof)}`).not.toBe('valid')
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(cases.length * 20)
  }, 120_000)
})

describe('readPlainMessageInput', () => {
  const proof = cases[0]!.proof
  const empty = { signature: '', address: '' }

  test('MyCrypto / MyEtherWallet JSON (v2, v3) and explorer JSON, recognised by shape', () => {
    for (const [json, source] of [
      [myCryptoJson(proof), 'mycrypto'],
      [myCryptoJson(proof, '3'), 'mycrypto'],
      [explorerJson(proof), 'explorer'],
    ] as const) {
      const read = readPlainMessageInput({ message: json, ...empty })
      expect(read.problem).toBeUndefined()
      expect(read.asks).toEqual({ signature: false, address: false })
      expect(read.subject).toEqual({ kind: 'plain', source, proof })
    }
  })

  test("MyEtherWallet's version 1 is refused with a reason", () => {
    const read = readPlainMessageInput({ message: myCryptoJson(proof).replace('"2"', '"1"'), ...empty })
    expect(read.subject).toBeUndefined()
    expect(read.problem?.message).toMatch(/version 1/)
  })

  test('text with its signature and address', () => {
    const read = readPlainMessageInput({ message: proof.message, signature: proof.signature, address: proof.address })
    expect(read.subject).toEqual({ kind: 'plain', source: 'fields', proof })
    const noAddress = readPlainMessageInput({ message: proof.message, signature: proof.signature, address: '' })
    expect(noAddress.subject).toBeUndefined()
    expect(noAddress.asks.address).toBe(true)
    expect(noAddress.problem).toBeUndefined()
    const badSignature = readPlainMessageInput({ message: proof.message, signature: '0x1234', address: proof.address })
    expect(badSignature.problem?.field).toBe('signature')
  })

  test('a Sign-In message is never read as a plain one: in JSON it is checked as Sign-In, out of place it is refused', async () => {
    const signIn = await makeEvmProof()
    const json = readPlainMessageInput({
      message: JSON.stringify({ address: signIn.address, msg: signIn.message, sig: signIn.signature, version: '2' }),
      ...empty,
    })
    expect(json.subject?.kind).toBe('sign-in')
    const shifted = readPlainMessageInput({
      message: `\n${signIn.message}`,
      signature: signIn.signature,
      address: signIn.address,
    })
    expect(shifted.subject).toBeUndefined()
    expect(shifted.problem?.field).toBe('message')
  })

  test('text that only starts with "{" is the signed text itself', () => {
    const read = readPlainMessageInput({
      message: '{"hello": "world"}',
      signature: proof.signature,
      address: proof.address,
    })
    expect(read.subject?.kind).toBe('plain')
    if (read.subject?.kind === 'plain') expect(read.subject.proof.message).toBe('{"hello": "world"}')
  })
})

describe('plain message links (version 3)', () => {
  test('encode → decode gives the same message, for every case', () => {
    for (const { proof } of cases) {
      const decoded = decodeProofFragment(encodeProofLink(proof, 'https://sigil.example/'))
      expect(decoded).toEqual({ ok: true, proof })
    }
    const withChain: PlainMessageProof = { ...cases[0]!.proof, chainId: 'eip155:8453' }
    expect(decodeProofFragment(encodeProofLink(withChain, 'https://sigil.example/'))).toEqual({
      ok: true,
      proof: withChain,
    })
  })

  test('a wrong shape is refused when the link is read', () => {
    const encode = (value: unknown) => `#proof=${Buffer.from(JSON.stringify(value)).toString('base64url')}`
    const good = cases[0]!.proof
    for (const bad of [
      { ...good, extra: 1 },
      { ...good, namespace: 'cosmos' },
      { ...good, chainId: 'solana:abc' },
      { ...good, signature: '' },
      { v: 3, namespace: 'eip155', address: good.address, message: good.message },
    ])
      expect(decodeProofFragment(encode(bad)).ok).toBe(false)
  })

  test('a signature from viem of the text as signed by the default account differs from another account', async () => {
    expect(plainEvmAccount.address).not.toBe(evmAccount.address)
    const signature: Hex = await plainEvmAccount.signMessage({ message: 'x' })
    expect(
      (
        await verifyPlainMessage(
          { v: 3, namespace: 'eip155', address: evmAccount.address, message: 'x', signature },
          noContracts,
        )
      ).verdict,
    ).toBe('invalid')
  })
})
