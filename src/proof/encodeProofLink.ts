import { encodeBase64url } from './base64url.js'
import type { Proof } from './types.js'

export type EncodeProofLinkReturnType = string

/** The verify page, relative to the site's root; the proof travels in the fragment after it. */
export const VERIFY_PAGE = 'verify/'

/**
 * The share link for a proof: `${siteRoot}verify/#proof=<base64url(JSON)>`, where `siteRoot` is the
 * site's origin and base path (`https://sigil.example/`, `https://user.github.io/sigil/`).
 *
 * The proof sits in the URL fragment, which browsers never send to a server (it is not part of
 * the HTTP request), so the host serving the verify page never sees who proved what.
 * Keys are written in a fixed order so the same proof always gives the same link.
 */
export function encodeProofLink(proof: Proof, siteRoot: string): EncodeProofLinkReturnType {
  return `${siteRoot.replace(/\/+$/, '')}/${VERIFY_PAGE}#proof=${encodeProofPayload(proof)}`
}

/** Just the `base64url(JSON)` part of a link. */
export function encodeProofPayload(proof: Proof): string {
  const json = JSON.stringify({
    v: proof.v,
    namespace: proof.namespace,
    chainId: proof.chainId,
    address: proof.address,
    message: proof.message,
    signature: proof.signature,
  })
  return encodeBase64url(new TextEncoder().encode(json))
}
