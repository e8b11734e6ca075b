/**
 * A moment as the reader reads it: date and time in their locale and time zone, the zone named
 * (a time without its zone is ambiguous once a link crosses one), and the exact instant for a
 * `<time datetime>`. `at`: ISO 8601 / RFC 3339, as proofs and requests carry times.
 */
export type LocalTime = { text: string; datetime: string }

/** `locale` and `timeZone` are the reader's unless given (tests give them). */
export type LocalTimeOptions = { locale?: string | undefined; timeZone?: string | undefined }

export function localTime(at: string, { locale, timeZone }: LocalTimeOptions = {}): LocalTime | undefined {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return undefined
  // The same options as the verify page's early format (../pages/verify.astro), so that work is reused.
  const text = date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value
  return { text: zone ? `${text} ${zone}` : text, datetime: date.toISOString() }
}
