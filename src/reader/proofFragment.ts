/**
 * Whether a URL fragment may carry a proof: anything but nothing, or an anchor that names an
 * element of this page (the skip link's `#main`). A proof link's fragment is one at once: no
 * element is named `proof=…`, and decoding a 64 KB fragment to look for one costs a frame.
 */
export function mayCarryProof(hash: string): boolean {
  if (hash.length <= 1) return false
  if (isProofLink(hash)) return true
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1))) === null
  } catch {
    return true
  }
}

/**
 * Whether a URL fragment is a proof link's (`#proof=…`, as Sigil writes them): known from the
 * fragment alone, before the page's markup is parsed. Anything else that may carry a proof
 * (`mayCarryProof`) is read once the page is there, to explain what is wrong with it.
 */
export function isProofLink(hash: string): boolean {
  return hash.startsWith('#proof=')
}
