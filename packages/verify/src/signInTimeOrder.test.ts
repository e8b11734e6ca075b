import { describe, expect, test } from 'vitest'
import { checkRequestAnswer } from './checkRequestAnswer.js'
import type { ProofRequest } from './requestLink.js'
import { verifyLinkedProof } from './verifyLinkedProof.js'
import { verifyProof, type VerifyProofReturnType } from './verifyProof.js'
import {
  linkedSignInWithTimes,
  signInExpiringBeforeIssued,
  signInStartingAfterExpiry,
  signInWithTimes,
  timesExpiringBeforeIssued,
} from '../../../test/proof/forgedSignIns.ts'

const now = new Date('2030-01-01T12:00:00.000Z')
const failed = (result: VerifyProofReturnType) => result.reasons.filter((r) => !r.ok).map((r) => r.check)
const namespaces = ['eip155', 'solana'] as const

describe('a Sign-In’s own times must be in order', () => {
  test.each(namespaces)(
    '%s: expiring before it was signed is invalid, by the expires-after-issued check',
    async (ns) => {
      const result = await verifyProof(await signInExpiringBeforeIssued(ns, now), { now })
      expect(result.verdict).toBe('invalid')
      expect(failed(result)).toEqual(['expires-after-issued'])
      const reason = result.reasons.find((r) => r.check === 'expires-after-issued')
      expect(reason?.message).toMatch(/^It says it expires before it was signed/)
    },
  )

  test.each(namespaces)(
    '%s: becoming valid after it expires is invalid, by the starts-before-expiry check',
    async (ns) => {
      const result = await verifyProof(await signInStartingAfterExpiry(ns, now), { now })
      expect(result.verdict).toBe('invalid')
      expect(failed(result)).toContain('starts-before-expiry')
      const reason = result.reasons.find((r) => r.check === 'starts-before-expiry')
      expect(reason?.message).toMatch(/^It says it becomes valid only after it expires/)
    },
  )

  test('out of order whatever the reader’s clock: invalid, not “cannot be checked”, when the clock is unknown', async () => {
    const result = await verifyProof(await signInExpiringBeforeIssued('eip155', now), { now: new Date(Number.NaN) })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['expires-after-issued', 'clock'])
  })

  test('the same instant on both sides is not in order: a proof that expires as it is signed is never valid', async () => {
    const at = '2030-01-01T12:00:00.000Z'
    const same = await signInWithTimes('eip155', { issuedAt: at, expirationTime: '2030-01-01T12:00:00Z' })
    expect(failed(await verifyProof(same, { now }))).toContain('expires-after-issued')
    const startsAsItEnds = await signInWithTimes('solana', {
      issuedAt: '2030-01-01T11:00:00Z',
      expirationTime: '2030-01-01T13:00:00+01:00',
      notBefore: at,
    })
    expect(failed(await verifyProof(startsAsItEnds, { now }))).toContain('starts-before-expiry')
  })

  test('times compared as instants, to the last digit: offsets and fractions beyond milliseconds count', async () => {
    const inOrder = await signInWithTimes('eip155', {
      issuedAt: '2030-01-01T11:59:59.0001Z',
      expirationTime: '2030-01-01T11:59:59.0002Z',
      notBefore: '2030-01-01T13:59:59.00019+02:00',
    })
    const reasons = (await verifyProof(inOrder, { now })).reasons
    expect(reasons.filter((r) => r.check === 'expires-after-issued' || r.check === 'starts-before-expiry')).toEqual([
      expect.objectContaining({ check: 'expires-after-issued', ok: true }),
      expect.objectContaining({ check: 'starts-before-expiry', ok: true }),
    ])
  })

  test('a linked proof whose messages expire before they were signed is invalid, each part saying why', async () => {
    const result = await verifyLinkedProof(await linkedSignInWithTimes(timesExpiringBeforeIssued(now)), { now })
    expect(result.verdict).toBe('invalid')
    const parts = result.reasons.filter((r) => r.part !== undefined)
    expect(parts.map((r) => r.check)).toEqual(['expires-after-issued', 'expires-after-issued'])
    expect(parts[0]?.message).toMatch(/^Part 1 \(.*\): It says it expires before it was signed/)
  })

  test('as an answer to a request, the times-in-order rule is broken and says so in plain words', async () => {
    const proof = await signInExpiringBeforeIssued('eip155', now)
    const result = await verifyProof(proof, { now, expectedDomain: 'sigil.example' })
    const request: ProofRequest = {
      v: 1,
      want: 'eip155',
      addresses: [],
      statement: 'I control this address.',
      nonce: result.fields?.nonce ?? '',
      expires: new Date(now.getTime() + 60 * 60_000).toISOString(),
    }
    const made = new Date(now.getTime() - 60_000).toISOString()
    const checked = checkRequestAnswer({ request, made }, result, { now, host: 'sigil.example' })
    expect(checked.answers).toBe(false)
    const [firstBroken] = checked.rules.filter((r) => !r.ok)
    expect(firstBroken?.rule).toBe('time-order')
    expect(firstBroken?.message).toMatch(/^It says it expires before it was signed/)
  })
})
