/**
 * Keys no private key belongs to: the eight points of small order, their other spellings, and a
 * key plus a point of small order. Forged "signatures" for them satisfy a lenient (ZIP 215)
 * verifier; every kind of proof refuses them.
 */
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { checkRequestAnswer } from './checkRequestAnswer.js'
import type { ProofRequest } from './requestLink.js'
import {
  ALL_ZERO_ADDRESS,
  hexBytes,
  linkedProofWithSmallOrderKey,
  linkedProofWithTorsionTwin,
  NON_CANONICAL_SMALL_ORDER_ENCODINGS,
  SMALL_ORDER_POINTS,
  SMALL_ORDER_SIGNATURE,
  smallOrderPlainMessage,
  smallOrderSignInProof,
} from '../../../test/proof/smallOrderKeys.ts'
import { during, solanaAddress } from '../../../test/proof/testing.ts'
import { verifyLinkedProof, type VerifyLinkedProofReturnType } from './verifyLinkedProof.js'
import { verifyPlainMessage } from './verifyPlainMessage.js'
import { verifyProof } from './verifyProof.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const options = { now: during, expectedDomain: 'sigil.example' }

/** The checks that failed, as `check` (or `part N: check` in a linked proof). */
const failed = (result: { reasons: { ok: boolean; check: string; part?: number | undefined }[] }) =>
  result.reasons
    .filter((r) => !r.ok)
    .map((r) => (r.part === undefined ? r.check : `part ${String(r.part)}: ${r.check}`))

describe('a key of small order proves nothing', () => {
  test('a Sign-In proof by 1111…1111 "signed" R = identity, S = 0: invalid, at the signature', async () => {
    const result = await verifyProof(smallOrderSignInProof(), options)
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['signature'])
    expect(result.proven).toEqual([])
  })

  test('a plain message by the identity point: invalid', async () => {
    const result = await verifyPlainMessage(smallOrderPlainMessage('I owe the bearer 1 000 SOL.'))
    expect(result.verdict).toBe('invalid')
    expect(result.proven).toEqual([])
  })

  test('a linked proof of a real EVM key and 1111…1111: the Solana part, and so the set, invalid', async () => {
    const result: VerifyLinkedProofReturnType = await verifyLinkedProof(await linkedProofWithSmallOrderKey(), options)
    expect(result.verdict).toBe('invalid')
    expect(result.parts.map((part) => part.verdict)).toEqual(['valid', 'invalid'])
    expect(failed(result)).toEqual(['part 1: signature'])
  })

  test('a request for 1111…1111 answered by its forged Sign-In: not answered, for its signature alone', async () => {
    const made = '2030-01-01T00:00:00.000Z'
    const request: ProofRequest = {
      v: 1,
      want: 'solana',
      addresses: [ALL_ZERO_ADDRESS],
      statement: 'I am 1111',
      nonce: 'sigilAbCdEfGhIjKlMnOpQ',
      expires: '2030-01-01T01:00:00.000Z',
    }
    const now = new Date('2030-01-01T00:06:00.000Z')
    const proof = smallOrderSignInProof({
      domain: 'sigil.example',
      uri: 'https://sigil.example/',
      statement: 'I am 1111',
      nonce: request.nonce,
      issuedAt: new Date('2030-01-01T00:05:00.000Z'),
      expirationTime: new Date('2030-01-01T01:00:00.000Z'),
    })
    const result = await verifyProof(proof, { now, expectedDomain: 'sigil.example' })
    const checked = checkRequestAnswer({ request, made }, result, { now, host: 'sigil.example' })
    expect(checked.answers).toBe(false)
    expect(checked.rules.filter((rule) => !rule.ok).map((rule) => rule.rule)).toEqual(['signatures'])
    expect(checked.record).toBeUndefined()
  })

  const keys = [
    ...SMALL_ORDER_POINTS.map((point) => [`order ${String(point.order)}: ${point.hex}`, point.hex] as const),
    ...NON_CANONICAL_SMALL_ORDER_ENCODINGS.map(
      (encoding) => [`${encoding.of}: ${encoding.hex}`, encoding.hex] as const,
    ),
  ]
  test.each(keys)('as a key, refused: %s', async (_, hex) => {
    const check = await verifySolanaSignature({
      message: 'any message at all',
      address: base58.encode(hexBytes(hex)),
      signature: SMALL_ORDER_SIGNATURE,
    })
    expect(check.status).toBe('invalid')
  })
})

describe('a key plus a point of small order is not a second key', () => {
  test.each([2, 4, 8] as const)(
    'A and A + T (T of order %i) linked: the A + T part, and so the set, invalid',
    async (order) => {
      const proof = await linkedProofWithTorsionTwin(undefined, order)
      expect(proof.parts[1]?.address).toBe(solanaAddress)
      const result = await verifyLinkedProof(proof, options)
      expect(result.verdict).toBe('invalid')
      expect(result.parts.map((part) => part.verdict)).toEqual(['valid', 'valid', 'invalid'])
      expect(failed(result)).toEqual(['part 2: signature'])
    },
  )
})
