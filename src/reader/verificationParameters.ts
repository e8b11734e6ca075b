import { lazyEvmPublicClient } from '../chains/lazyEvmClient'
import type { VerifyProofParameters } from 'sigil-verify/verifyProof'

/** The reader's clock, this site's domain, and RPC access for contract wallets. */
export function verificationParameters(): VerifyProofParameters {
  return { now: new Date(), expectedDomain: location.host, getPublicClient: lazyEvmPublicClient }
}
