/**
 * The image for an ENS `avatar` text record (ENSIP-12), when Sigil may show it: an https URL, or a
 * data URL of an image (both already allowed by the CSP's img-src). `ipfs://` only through the site
 * owner's own gateway (`PUBLIC_IPFS_GATEWAY_URL`); NFT references (`eip155:1/erc721:…`) and plain
 * http are not shown, so a look-up never makes the browser call a gateway nobody chose.
 */

/** Long enough for a small inline image; a longer record is not worth holding in the page. */
export const MAX_AVATAR_LENGTH = 100_000

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)(;[a-z0-9=.+-]+)*(;base64)?,/i
const IPFS_PATH = /^ipfs:\/\/(?:ipfs\/)?([a-zA-Z0-9]{46,})(\/[\w.~%/-]*)?$/

export function avatarUrl(record: string | null | undefined, ipfsGateway?: string): string | undefined {
  const value = record?.trim()
  if (!value || value.length > MAX_AVATAR_LENGTH) return undefined
  if (DATA_IMAGE.test(value)) return value
  const ipfs = IPFS_PATH.exec(value)
  if (ipfs) {
    if (!ipfsGateway) return undefined
    return `${ipfsGateway.replace(/\/+$/, '')}/ipfs/${ipfs[1]}${ipfs[2] ?? ''}`
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined
  return url.href
}
