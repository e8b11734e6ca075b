export { loadOnce } from 'sigil-verify/util/loadOnce'
