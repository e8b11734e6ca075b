import { encodeBase64url } from './base64url.js'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from './plainMessage.js'
import { type AnyProof, LINKED_PROOF_VERSION, type ProofPart } from './types.js'

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
export function encodeProofLink(proof: AnyProof, siteRoot: string): EncodeProofLinkReturnType {
  return `${siteRoot.replace(/\/+$/, '')}/${VERIFY_PAGE}#proof=${encodeProofPayload(proof)}`
}

/**
 * Just the `base64url(JSON)` part of a link. Version 1: `{"v":1,"namespace",…,"signature"}`;
 * version 2 (linked): `{"v":2,"parts":[{"namespace","chainId","address","message","signature"},…]}`,
 * parts in their given order; version 3 (a plain signed message):
 * `{"v":3,"namespace","address","message","signature"[,"chainId"]}`.
 */
export function encodeProofPayload(proof: AnyProof): string {
  const json = JSON.stringify(
    proof.v === LINKED_PROOF_VERSION
      ? { v: proof.v, parts: proof.parts.map(fieldsOf) }
      : proof.v === PLAIN_MESSAGE_VERSION
        ? plainFieldsOf(proof)
        : { v: proof.v, ...fieldsOf(proof) },
  )
  return encodeBase64url(new TextEncoder().encode(json))
}

function fieldsOf(part: ProofPart): ProofPart {
  return {
    namespace: part.namespace,
    chainId: part.chainId,
    address: part.address,
    message: part.message,
    signature: part.signature,
  }
}

function plainFieldsOf(proof: PlainMessageProof): PlainMessageProof {
  const { v, namespace, address, message, signature, chainId } = proof
  return chainId === undefined
    ? { v, namespace, address, message, signature }
    : { v, namespace, address, message, signature, chainId }
}
