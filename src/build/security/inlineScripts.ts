import { createHash } from 'node:crypto'

/** Inline (no `src`) classic scripts of an HTML document, exactly as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  const out: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    // JSON and other data blocks are not executed, so CSP does not govern them.
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]
    if (type && type !== 'module' && type !== 'text/javascript') continue
    out.push(match[2] ?? '')
  }
  return out
}

export function sha256(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`
}
