/**
 * A Sigil link pasted whole into one of /verify/'s fields: a proof link (`<site>/verify/#proof=…`) or
 * a request link (`<site>/prove/#request=…`). The value is parsed as one URL, never searched: a link
 * with words around it is text like any other (a plain message may quote a link), and is read as today.
 *
 * Which site the link names is not asked. A proof link carries its whole proof in its fragment, so
 * one copied from another Sigil site (or another copy of this one) is the same proof: it is opened
 * here, and its verdict says for which site it was made. A request link leads where it points: the
 * answer must be signed for the site that made the request, which alone can match it.
 * What follows the fragment's name is left to the reader and the prove page: a damaged proof link is
 * still a proof link, and its reader says what is wrong with it.
 */
export type PastedLink = { kind: 'proof'; fragment: string } | { kind: 'request'; href: string }

/** The page each kind of link opens, as the last step of its path (any base path before it). */
const PAGE = { proof: 'verify', request: 'prove' } as const

export function readPastedLink(value: string): PastedLink | undefined {
  const text = value.trim()
  // One unbroken web address, nothing else: the check that keeps every other text out cheaply.
  if (!/^https?:\/\/\S+$/i.test(text)) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  const page = url.pathname
    .replace(/\/(index\.html)?$/, '')
    .split('/')
    .pop()
  if (page === PAGE.proof && url.hash.startsWith('#proof=')) return { kind: 'proof', fragment: url.hash }
  if (page === PAGE.request && url.hash.startsWith('#request=')) return { kind: 'request', href: url.href }
  return undefined
}
