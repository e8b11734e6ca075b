export { withTimeout } from 'sigil-verify/util/withTimeout'
