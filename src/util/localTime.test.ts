import { describe, expect, test } from 'vitest'
import { localTime } from './localTime'

const at = '2026-03-01T17:05:00Z'

describe('localTime', () => {
  test('names the zone after the date and time', () => {
    expect(localTime(at, { locale: 'en-US', timeZone: 'UTC' })).toEqual({
      text: 'Mar 1, 2026, 5:05 PM UTC',
      datetime: '2026-03-01T17:05:00.000Z',
    })
  })

  test('writes the reader’s zone and locale, the instant unchanged', () => {
    const berlin = localTime(at, { locale: 'de-DE', timeZone: 'Europe/Berlin' })
    expect(berlin?.text).toMatch(/^01\.03\.2026, 18:05 (MEZ|GMT\+1)$/)
    expect(berlin?.datetime).toBe('2026-03-01T17:05:00.000Z')
    expect(localTime(at, { locale: 'en-US', timeZone: 'America/New_York' })?.text).toBe('Mar 1, 2026, 12:05 PM EST')
  })

  test('keeps an offset the message wrote as the same instant', () => {
    expect(localTime('2026-03-01T19:05:00+02:00', { locale: 'en-US', timeZone: 'UTC' })?.datetime).toBe(
      '2026-03-01T17:05:00.000Z',
    )
  })

  test('gives nothing for what is not a time', () => {
    expect(localTime('not a time')).toBeUndefined()
    expect(localTime('')).toBeUndefined()
  })
})
