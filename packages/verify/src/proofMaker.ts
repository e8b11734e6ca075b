/**
 * What /prove/ needs only once a proof is being made: the message builder (with viem's address
 * checks), the nonce and the link encoder. Imported on demand (ProveForm), so the page's first
 * wake carries just the form's own rules (the statement check, the validity windows).
 */
export { buildProofMessage } from './buildProofMessage.js'
export { createNonce } from './createNonce.js'
export { encodeProofLink } from './encodeProofLink.js'
export { caip10 } from './caip.js'
