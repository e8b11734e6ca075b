import { describe, expect, test } from 'vitest'
import { encodeAbiParameters, type Hex } from 'viem'
import { decodeProofFragment } from './decodeProofFragment.js'
import { encodeProofLink } from './encodeProofLink.js'
import type { PlainMessageProof } from './plainMessage.js'
import { readPlainMessageInput } from './readPlainMessageInput.js'
import { signedReadings, signInReading } from './signedBytes.js'
import { verifyPlainMessage } from './verifyPlainMessage.js'
import { verifyProof } from './verifyProof.js'
import { type HexSignIn, hexSignInEvmProof, hexSignInSolanaProof } from '../../../test/proof/forgedSignIns.ts'
import { explorerJson, myCryptoJson, plainEvmAccount } from '../../../test/proof/plainMessageFixtures.ts'
import { answeringClient, during, evmAccount } from '../../../test/proof/testing.ts'

/** A chain on which no address is a contract wallet: an EVM signature is decided, not left to the chain. */
const noContracts = { getPublicClient: () => answeringClient(() => encodeAbiParameters([{ type: 'bool' }], [false])) }

const past = { issuedAt: new Date('2020-01-01T00:00:00.000Z'), expirationTime: new Date('2020-01-02T00:00:00.000Z') }

const forged: Array<[string, HexSignIn]> = [
  ['EVM', await hexSignInEvmProof()],
  ['EVM, spelled as pasted (upper case, spaces, a line break)', await hexSignInEvmProof({ spelling: 'pasted' })],
  ['EVM, a login that expired long ago', await hexSignInEvmProof(past)],
  ['EVM, another site’s login', await hexSignInEvmProof({ domain: 'evil.example' })],
  ['Solana', hexSignInSolanaProof()],
  ['Solana, spelled as pasted', hexSignInSolanaProof({ spelling: 'pasted' })],
  ['Solana, another site’s login', hexSignInSolanaProof({ domain: 'evil.example' })],
]

const hexOf = (text: string): Hex => `0x${Buffer.from(text, 'utf8').toString('hex')}`

describe('a Sign-In sent as the hex of its bytes is a Sign-In, never a plain message', () => {
  test.each(forged)(
    '%s, in a plain-message link: refused, and the Sign-In it spells is what is shown',
    async (_, forgery) => {
      const decoded = decodeProofFragment(encodeProofLink(forgery.proof, 'https://sigil.example/'))
      if (!decoded.ok || decoded.proof.v !== 3) throw new Error('the link does not read as a plain message')
      const result = await verifyPlainMessage(decoded.proof, noContracts)
      expect(result.verdict).toBe('invalid')
      expect(result.reasons.filter((r) => !r.ok).map((r) => r.check)).toEqual(['message'])
      expect(result.proven).toEqual([])
      expect(result.signed).toEqual({ kind: 'bytes', hex: hexOf(forgery.signIn), text: forgery.signIn })
    },
  )

  test.each(forged)('%s, as signed-message JSON: read as the Sign-In it spells', (_, { proof, signIn }) => {
    for (const json of [myCryptoJson(proof), explorerJson(proof)]) {
      const reading = readPlainMessageInput({ message: json, signature: '', address: '' })
      expect(reading.subject).toMatchObject({ kind: 'sign-in', message: signIn, signature: proof.signature })
    }
  })

  test.each(forged)('%s, in the Message, Signature and Address fields: read as the Sign-In it spells', (_, forgery) => {
    const { proof, signIn } = forgery
    const reading = readPlainMessageInput({
      message: proof.message,
      signature: proof.signature,
      address: proof.address,
    })
    expect(reading.subject).toMatchObject({ kind: 'sign-in', message: signIn, signature: proof.signature })
  })

  test.each(forged)('%s: checked as a Sign-In, another key’s signature of it is invalid', async (_, forgery) => {
    const { proof, signIn } = forgery
    const result = await verifyProof({ message: signIn, signature: proof.signature }, { now: during, ...noContracts })
    expect(result.verdict).toBe('invalid')
    expect(result.proven).toEqual([])
  })

  test('the named key’s own login, sent as hex, is its own Sign-In: the bytes are the same', async () => {
    const { signIn } = await hexSignInEvmProof()
    const signature = await evmAccount.signMessage({ message: { raw: hexOf(signIn) } })
    const reading = readPlainMessageInput({ message: hexOf(signIn), signature, address: '' })
    if (reading.subject?.kind !== 'sign-in') throw new Error('not read as a Sign-In')
    const result = await verifyProof(reading.subject, { now: during, expectedDomain: 'sigil.example' })
    expect(result.verdict).toBe('valid')
  })
})

describe('what a plain message shows is exactly what was signed', () => {
  const plain = (message: string, signature: string): PlainMessageProof => ({
    v: 3,
    namespace: 'eip155',
    address: plainEvmAccount.address,
    message,
    signature,
  })

  test('bytes that start with a byte order mark show it: the decoded text keeps U+FEFF', async () => {
    const hex = hexOf('\ufeffPay Alice')
    const result = await verifyPlainMessage(plain(hex, await plainEvmAccount.signMessage({ message: { raw: hex } })))
    expect(result.verdict).toBe('valid')
    expect(result.signed).toEqual({ kind: 'bytes', hex, text: '\ufeffPay Alice' })
  })

  test('a lone surrogate is signed as U+FFFD (as UTF-8 writes it) and shown as that', async () => {
    const message = 'Pay \ud800Alice'
    const result = await verifyPlainMessage(plain(message, await plainEvmAccount.signMessage({ message })))
    expect(result.verdict).toBe('valid')
    expect(result.signed).toEqual({ kind: 'text', text: 'Pay \ufffdAlice' })
  })
})

describe('signedReadings: the one place a message becomes the bytes a signature is checked against', () => {
  test('0x-hex: the bytes it spells, then its own text; anything else: its text alone', () => {
    expect(signedReadings(' 0xFFfe\n')).toEqual([
      { bytes: Uint8Array.of(0xff, 0xfe), content: { kind: 'bytes', hex: '0xfffe', text: undefined } },
      { bytes: new TextEncoder().encode(' 0xFFfe\n'), content: { kind: 'text', text: ' 0xFFfe\n' } },
    ])
    for (const text of ['0xabc', '0Xab', 'x0ab', 'hello']) expect(signedReadings(text)).toHaveLength(1)
    // `0x` alone spells no bytes: the empty message, as wallets sign it.
    expect(signedReadings('0x')[0]?.content).toEqual({ kind: 'bytes', hex: '0x', text: '' })
  })

  test('signInReading: a Sign-In whichever way it is spelled, plain text never', async () => {
    const { proof, signIn } = await hexSignInEvmProof({ spelling: 'pasted' })
    expect(signInReading(proof.message)?.content).toEqual({ kind: 'bytes', hex: hexOf(signIn), text: signIn })
    expect(signInReading(signIn)?.content).toEqual({ kind: 'text', text: signIn })
    expect(signInReading(hexOf('I agree to the terms.'))).toBeUndefined()
    expect(signInReading('0xdeadbeef')).toBeUndefined()
  })
})
