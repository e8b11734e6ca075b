/**
 * ENSIP-15's full normaliser (viem's, over `@adraffy/ens-normalize`), in a module of its own so it
 * is fetched only for a name the plain ASCII rule (./plainAsciiName.ts) cannot vouch for.
 */
export { normalize } from 'viem/ens'
