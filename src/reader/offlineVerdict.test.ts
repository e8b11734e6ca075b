import { expect, test } from 'vitest'
import { needsNetwork, OFFLINE_CHECKER_WORDS, OFFLINE_SIGNATURE_WORDS, withOfflineWords } from './offlineVerdict'
import type { ShownReason } from './reasonWords'

const unreachable: ShownReason = {
  check: 'signature',
  ok: false,
  message: 'Could not reach rpc.example to ask whether the wallet’s contract on chain 1 accepts this signature.',
}
const domain: ShownReason = { check: 'domain', ok: true, message: 'Made for example.org.' }

test('offline, a signature waiting on its chain says it needs a network', () => {
  expect(needsNetwork('unverifiable', [domain, unreachable], true)).toBe(true)
  expect(withOfflineWords([domain, unreachable], 'unverifiable', true)).toEqual([
    domain,
    { ...unreachable, message: OFFLINE_SIGNATURE_WORDS },
  ])
})

test('online, the verifier’s words stand, naming the host it could not reach', () => {
  const reasons = [domain, unreachable]
  expect(needsNetwork('unverifiable', reasons, false)).toBe(false)
  expect(withOfflineWords(reasons, 'unverifiable', false)).toBe(reasons)
})

test('offline, a verdict that does not wait on a signature keeps its words', () => {
  const invalid: ShownReason = { ...unreachable, message: 'The signature is not from this address.' }
  expect(needsNetwork('invalid', [invalid], true)).toBe(false)
  const clock: ShownReason = { check: 'clock', ok: false, message: 'The current time is unknown.' }
  expect(needsNetwork('unverifiable', [clock], true)).toBe(false)
  expect(withOfflineWords([clock], 'unverifiable', true)).toEqual([clock])
})

test("a linked proof's part keeps its lead", () => {
  const part: ShownReason = { ...unreachable, part: 1, message: `Part 2 (eip155:1:0xab): ${unreachable.message}` }
  expect(withOfflineWords([part], 'unverifiable', true)[0]?.message).toBe(
    `Part 2 (eip155:1:0xab): ${OFFLINE_SIGNATURE_WORDS}`,
  )
})

test('offline, a checker that could not run says its code needs a network', () => {
  const internal: ShownReason = { check: 'internal', ok: false, message: 'Something unexpected went wrong.' }
  expect(needsNetwork('unverifiable', [internal], true)).toBe(true)
  expect(withOfflineWords([internal], 'unverifiable', true)).toEqual([{ ...internal, message: OFFLINE_CHECKER_WORDS }])
  expect(withOfflineWords([internal], 'unverifiable', false)).toEqual([internal])
})
