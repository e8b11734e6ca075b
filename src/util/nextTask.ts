export { nextTask } from 'sigil-verify/util/nextTask'
