/**
 * RFC 3339 `date-time`, the timestamp format of EIP-4361 and Sign-In-With-Solana.
 *
 * `Date.parse` is not used to validate: engines accept many other shapes and roll impossible
 * dates over (2022-02-31 becomes 3 March in some), so a message could show one date and be
 * checked against another. The calendar is checked here and the instant computed by hand.
 * Upper-case `T`/`Z` only, as RFC 3339 §5.6 allows applications to require. Leap seconds
 * (`:60`) are refused because no JavaScript clock can represent them.
 * @see https://www.rfc-editor.org/rfc/rfc3339#section-5.6
 */
const dateTimeRegex = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:Z|([+-])(\d{2}):(\d{2}))$/

/** Milliseconds since the epoch for an RFC 3339 date-time, or `undefined` if it is not one. */
export function parseRfc3339(value: string): number | undefined {
  const match = dateTimeRegex.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, sign, offsetHours, offsetMinutes] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  if (month < 1 || month > 12) return undefined
  if (day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  let offset = 0
  if (sign !== undefined) {
    const oh = Number(offsetHours)
    const om = Number(offsetMinutes)
    if (oh > 23 || om > 59) return undefined
    offset = (sign === '-' ? -1 : 1) * (oh * 60 + om) * 60_000
  }
  const millis = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'))
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis))
  date.setUTCFullYear(year)
  return date.getTime() - offset
}

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Which of two RFC 3339 date-times is the earlier instant, to the last digit written: negative
 * when `a` is before `b`, 0 for the same instant, positive after; `undefined` when either is not
 * one. Milliseconds first, then the digits after them (offsets are whole minutes, so they never
 * reach below a millisecond).
 */
export function compareRfc3339(a: string, b: string): number | undefined {
  const [first, second] = [parseRfc3339(a), parseRfc3339(b)]
  if (first === undefined || second === undefined) return undefined
  if (first !== second) return first - second
  const [beyondA, beyondB] = [submillisecondDigits(a), submillisecondDigits(b)]
  const width = Math.max(beyondA.length, beyondB.length)
  const [x, y] = [beyondA.padEnd(width, '0'), beyondB.padEnd(width, '0')]
  return x < y ? -1 : x > y ? 1 : 0
}

/** The fraction's digits after the third (the ones `parseRfc3339` leaves out), or '' for none. */
function submillisecondDigits(value: string): string {
  return dateTimeRegex.exec(value)?.[7]?.slice(3) ?? ''
}
