import { element } from './element'
import { localTime } from './localTime'

/** A moment in a plain-DOM view: `<time datetime>` in the reader's locale and zone; what is not a time, as written. */
export function timeElement(at: string): HTMLTimeElement | string {
  const shown = localTime(at)
  return shown ? element('time', { datetime: shown.datetime }, shown.text) : at
}
