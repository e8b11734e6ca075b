import { describe, expect, test } from 'vitest'
import { encodeRequestPayload, type ProofRequest } from '../requestLink'
import { judgedAt } from './judgedAt'
import { readRollCallFile, writeRollCallFile } from './rollCallFile'

const request: ProofRequest = {
  v: 2,
  want: 'solana',
  addresses: [],
  nonce: 'sigilRollCall000000001',
  expires: '2030-01-01T01:00:00.000Z',
}
const made = '2030-01-01T00:00:00.000Z'

describe('roll call file', () => {
  test('written and read back: the request, when it was made, each link and its check time; never its verdicts', () => {
    const text = writeRollCallFile(request, made, [
      { link: 'https://s.example/verify/#proof=abc', checkedAt: made, addresses: ['x'], kept: true },
    ])
    expect(JSON.parse(text)).toMatchObject({ note: expect.stringContaining('Whoever holds this file') as string })
    expect(readRollCallFile(text)).toEqual({
      ok: true,
      request: { ...request, statement: undefined },
      made,
      answers: [{ payload: 'abc', checkedAt: made }],
    })
  })

  test.each([
    ['not JSON', 'nope'],
    ['another format', JSON.stringify({ format: 'other' })],
    ['another version', JSON.stringify({ format: 'sigil-roll-call', version: 9 })],
    [
      'an edited request',
      JSON.stringify({ format: 'sigil-roll-call', version: 1, request: 'eyJ2IjoyfQ', made, answers: [] }),
    ],
    [
      'an answer that is not a proof link',
      JSON.stringify({
        format: 'sigil-roll-call',
        version: 1,
        request: encodeRequestPayload(request),
        made,
        answers: [{ link: 'javascript:alert(1)', checkedAt: made }],
      }),
    ],
  ])('%s is refused with a message', (_, text) => {
    const read = readRollCallFile(text)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.message).toMatch(/^This file cannot be imported: /)
  })

  test('a file of up to 50 000 000 characters and 5 000 answers is read; one character or one answer more is refused', () => {
    const answer = { link: 'https://sigil.example/verify/#proof=abc', checkedAt: made }
    const file = (count: number) =>
      JSON.stringify({
        format: 'sigil-roll-call',
        version: 1,
        request: encodeRequestPayload(request),
        made,
        answers: Array.from({ length: count }, () => answer),
      })
    expect(readRollCallFile(file(5_000))).toMatchObject({ ok: true, answers: { length: 5_000 } })
    expect(readRollCallFile(file(5_001))).toEqual({
      ok: false,
      message: 'This file cannot be imported: it holds more than 5000 answers.',
    })
    // JSON lets white space pad a file to any length without changing what it says.
    const one = file(1)
    const padded = (length: number) => `${one}${' '.repeat(length - one.length)}`
    expect(readRollCallFile(padded(50_000_000))).toMatchObject({ ok: true, answers: [{ payload: 'abc' }] })
    expect(readRollCallFile(padded(50_000_001))).toEqual({
      ok: false,
      message: 'This file cannot be imported: it is too large to be a roll call Sigil wrote.',
    })
  })

  test('an imported answer is judged when it was checked, never outside the request’s window nor after now', () => {
    const now = new Date('2030-01-02T00:00:00.000Z')
    expect(judgedAt('2030-01-01T00:30:00.000Z', request, made, now).toISOString()).toBe('2030-01-01T00:30:00.000Z')
    expect(judgedAt('2029-01-01T00:00:00.000Z', request, made, now).toISOString()).toBe(made)
    expect(judgedAt('2031-01-01T00:00:00.000Z', request, made, now).toISOString()).toBe(request.expires)
    const early = new Date('2030-01-01T00:20:00.000Z')
    expect(judgedAt('2030-01-01T00:50:00.000Z', request, made, early).toISOString()).toBe(early.toISOString())
  })
})
