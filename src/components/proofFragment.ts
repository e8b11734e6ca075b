/**
 * Whether a URL fragment may carry a proof: anything but nothing, or an anchor that names an
 * element of this page (the skip link's `#main`).
 */
export function mayCarryProof(hash: string): boolean {
  if (hash.length <= 1) return false
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1))) === null
  } catch {
    return true
  }
}
