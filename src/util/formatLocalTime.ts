export { formatLocalTime, utcOffsetLabel } from 'sigil-verify/util/formatLocalTime'
