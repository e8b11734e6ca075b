/**
 * Where loading an avatar would send the reader's browser. On /verify/ the avatar is the prover's
 * record, and its host is the prover's choice: fetching it as the verdict shows would tell them
 * when, and from which address, their proof was opened. So the page names the host and waits to be
 * asked; an image inline in a `data:` URL is fetched from nowhere and needs no asking.
 */

/** The host an avatar is fetched from, or undefined when showing it fetches nothing. */
export function avatarHost(src: string): string | undefined {
  if (/^data:/i.test(src)) return undefined
  try {
    return new URL(src).host
  } catch {
    // Not a URL a browser could fetch; say what it is rather than nothing.
    return src
  }
}
