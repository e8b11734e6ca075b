import { describe, expect, test } from 'vitest'
import { checkRequestAnswer, type RequestAnswerInput } from './checkRequestAnswer'
import type { ProofMessageFields } from './messageFields'
import type { ProofRequest } from './requestLink'
import { evmAccount, otherEvmAccount, solanaAddress } from './testing'

const made = '2030-01-01T00:00:00.000Z'
const request: ProofRequest = {
  v: 1,
  want: 'eip155',
  addresses: [evmAccount.address],
  statement: 'I am alice',
  nonce: 'AbCdEfGhIjKlMnOpQ',
  expires: '2030-01-01T01:00:00.000Z',
}

function signed(overrides: Partial<ProofMessageFields> = {}): ProofMessageFields {
  return {
    namespace: 'eip155',
    domain: 'sigil.example',
    address: evmAccount.address.toLowerCase(),
    statement: 'I am alice',
    uri: 'https://sigil.example/',
    version: '1',
    chainId: 1,
    nonce: request.nonce,
    issuedAt: '2030-01-01T00:05:00.000Z',
    expirationTime: '2030-01-01T01:00:00.000Z',
    ...overrides,
  } as ProofMessageFields
}

const parameters = { made, now: new Date('2030-01-01T00:06:00.000Z'), host: 'sigil.example' }

function broken(answer: Partial<RequestAnswerInput>, asked: ProofRequest = request, now = parameters.now): string[] {
  const result = checkRequestAnswer(
    asked,
    { verdict: 'valid', linked: false, signed: [signed()], ...answer },
    { ...parameters, now },
  )
  expect(result.answers).toBe(result.rules.every((r) => r.ok))
  return result.rules.filter((r) => !r.ok).map((r) => r.rule)
}

describe('checkRequestAnswer', () => {
  test('an answer keeps every rule', () => {
    expect(broken({})).toEqual([])
  })
  test('each rule, broken alone', () => {
    expect(broken({ signed: [signed({ nonce: 'ZZZZZZZZZZZZZZZZZ' })] })).toEqual(['nonce'])
    expect(broken({ signed: [signed({ address: otherEvmAccount.address })] })).toEqual(['accounts'])
    expect(broken({ signed: [signed({ statement: 'I am bob' })] })).toEqual(['statement'])
    expect(broken({ signed: [signed({ statement: undefined })] })).toEqual(['statement'])
    expect(broken({ signed: [signed({ expirationTime: '2030-01-02T00:00:00.000Z' })] })).toEqual(['window'])
    expect(broken({ signed: [signed({ issuedAt: '2029-12-31T00:00:00.000Z' })] })).toEqual(['window'])
    expect(broken({ signed: [signed({ domain: 'evil.example' })] })).toEqual(['site'])
    expect(broken({ verdict: 'invalid' })).toEqual(['signatures'])
    expect(broken({}, request, new Date('2030-01-01T01:00:01.000Z'))).toEqual(['window'])
  })
  test('the family and shape asked for', () => {
    const anySolana: ProofRequest = { ...request, want: 'solana', addresses: [] }
    expect(broken({}, anySolana)).toEqual(['accounts'])
    expect(broken({ signed: [signed({ namespace: 'solana', address: solanaAddress })] }, anySolana)).toEqual([])
    const linked: ProofRequest = { ...request, want: 'linked', addresses: [evmAccount.address, solanaAddress] }
    const both = [signed(), signed({ namespace: 'solana', address: solanaAddress })]
    expect(broken({ linked: true, signed: both }, linked)).toEqual([])
    expect(broken({ linked: true, signed: [both[0]!, signed({ address: otherEvmAccount.address })] }, linked)).toEqual([
      'accounts',
    ])
    expect(broken({ linked: false, signed: [both[0]!] }, linked)).toEqual(['accounts'])
  })
})
