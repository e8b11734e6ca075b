/**
 * The signing steps, fetched with the proof maker once an account is there to prove
 * (./signingCode.ts): the prove page's own chunk carries only the forms and the hook that runs them.
 */
export { buildSiteMessage } from './buildSiteMessage'
export { signProof } from './signProof'
export { planLinkedProof } from './planLinkedProof'
export { signLinkedProof } from './signLinkedProof'
