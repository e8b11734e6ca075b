import { lazyEvmPublicClient } from '../chains/lazyEvmClient'
import type { VerifyProofParameters } from 'sigil-verify/verifyProof'

/**
 * The reader's clock, this site's domain, and RPC access for contract wallets. Another site's
 * Sign-In keeps its own verdict: the card's headline names the site it was made for, and a request's
 * rule `site` refuses it.
 */
export function verificationParameters(): VerifyProofParameters {
  return {
    now: new Date(),
    expectedDomain: location.host,
    requireDomainMatch: false,
    getPublicClient: lazyEvmPublicClient,
  }
}
