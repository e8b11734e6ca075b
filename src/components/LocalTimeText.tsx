import { localTime } from '../util/localTime'

/** A moment in an island: `<time datetime>` in the reader's locale and zone; what is not a time, as written. */
export function LocalTimeText({ at }: { at: string }) {
  const shown = localTime(at)
  return shown ? <time dateTime={shown.datetime}>{shown.text}</time> : <>{at}</>
}
