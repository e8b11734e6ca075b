import { formatLocalTime } from '../util/formatLocalTime'

/** A moment in an island: `<time datetime>` on the reader's clock, its zone named; what is not a time, as written. */
export function LocalTimeText({ at }: { at: string }) {
  const date = new Date(at)
  const shown = formatLocalTime(date)
  return shown === undefined ? <>{at}</> : <time dateTime={date.toISOString()}>{shown}</time>
}
