import { afterAll, expect, test } from 'vitest'
import { formatLocalTime, utcOffsetLabel } from './formatLocalTime'

const zoneAtStart = process.env.TZ
afterAll(() => {
  if (zoneAtStart === undefined) delete process.env.TZ
  else process.env.TZ = zoneAtStart
})

/** Whole, half, quarter-hour and negative offsets, with and without summer time. */
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/Los_Angeles',
]

/** What Intl says of `date` in `timeZone`: the same parts, as the reference. */
function intlParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    Number(part('month')) - 1
  ]
  // Intl writes no offset as "GMT" or "GMT+00:00", by zone.
  const zone = part('timeZoneName').replace(/^GMT/, 'UTC').replace('UTC+00:00', 'UTC')
  return `${Number(part('day'))} ${month} ${part('year')}, ${part('hour')}:${part('minute')} (${zone})`
}

test('agrees with Intl on the reader’s clock and zone, in zones of every kind of offset', () => {
  for (const zone of ZONES) {
    process.env.TZ = zone
    for (let i = 0; i < 300; i++) {
      // From 1971 to 2100, minutes apart from any round number.
      const date = new Date(Math.floor(Math.random() * 4_100_000_000_000) + 31_536_000_000)
      expect(formatLocalTime(date), `${zone} ${date.toISOString()}`).toBe(intlParts(date, zone))
    }
  }
})

test('examples', () => {
  process.env.TZ = 'Asia/Kolkata'
  expect(formatLocalTime(new Date('2026-11-26T08:34:00Z'))).toBe('26 Nov 2026, 14:04 (UTC+05:30)')
  process.env.TZ = 'America/St_Johns'
  expect(utcOffsetLabel(new Date('2026-01-05T00:00:00Z'))).toBe('UTC-03:30')
  process.env.TZ = 'UTC'
  expect(formatLocalTime(new Date('2026-02-03T04:05:59Z'))).toBe('3 Feb 2026, 04:05 (UTC)')
})

test('undefined for an invalid date', () => {
  expect(formatLocalTime(new Date('not a time'))).toBeUndefined()
})
