import { element } from './element'
import { formatLocalTime } from './formatLocalTime'

/** A moment in a plain-DOM view: `<time datetime>` on the reader's clock, its zone named; what is not a time, as written. */
export function timeElement(at: string): HTMLTimeElement | string {
  const date = new Date(at)
  const shown = formatLocalTime(date)
  return shown === undefined ? at : element('time', { datetime: date.toISOString() }, shown)
}
