/**
 * A generated part of a Markdown document sits between two HTML comments,
 * `<!-- generated:NAME:start -->` and `<!-- generated:NAME:end -->`, so a script can rewrite it
 * and a test can tell when the text around it and the code it comes from disagree.
 */

function markers(name: string): { start: string; end: string } {
  return { start: `<!-- generated:${name}:start -->`, end: `<!-- generated:${name}:end -->` }
}

function bounds(doc: string, name: string, where: string): { from: number; to: number } {
  const { start, end } = markers(name)
  const opening = doc.indexOf(start)
  const closing = doc.indexOf(end)
  if (opening < 0 || closing < 0) throw new Error(`${where} has no "${start}" … "${end}" section`)
  if (doc.indexOf(start, opening + 1) >= 0 || doc.indexOf(end, closing + 1) >= 0) {
    throw new Error(`${where} has more than one "${name}" section`)
  }
  if (closing < opening) throw new Error(`${where}: the "${name}" section ends before it starts`)
  return { from: opening + start.length, to: closing }
}

/** What the document holds between the section's markers, without the line breaks next to them. */
export function readMarkedSection(doc: string, name: string, where = 'the document'): string {
  const { from, to } = bounds(doc, name, where)
  return doc.slice(from, to).replace(/^\n/, '').replace(/\n$/, '')
}

/** The document with the section's content replaced by `body`; everything outside the markers kept. */
export function writeMarkedSection(doc: string, name: string, body: string, where = 'the document'): string {
  const { from, to } = bounds(doc, name, where)
  const content = body.replace(/\n+$/, '')
  return `${doc.slice(0, from)}\n${content}${content ? '\n' : ''}${doc.slice(to)}`
}
