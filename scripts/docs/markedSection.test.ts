import { describe, expect, it } from 'vitest'
import { readMarkedSection, writeMarkedSection } from './markedSection'

const doc = ['# Title', 'before', '<!-- generated:x:start -->', 'old', '<!-- generated:x:end -->', 'after', ''].join(
  '\n',
)

describe('marked sections', () => {
  it('reads what sits between the markers', () => {
    expect(readMarkedSection(doc, 'x')).toBe('old')
  })

  it('replaces only the content between the markers', () => {
    const written = writeMarkedSection(doc, 'x', '| a |\n| b |\n')
    expect(written).toBe(doc.replace('old', '| a |\n| b |'))
    expect(readMarkedSection(written, 'x')).toBe('| a |\n| b |')
  })

  it('writes the same document again when nothing changed', () => {
    expect(writeMarkedSection(doc, 'x', 'old')).toBe(doc)
  })

  it('refuses a document without the section, or with it twice', () => {
    expect(() => readMarkedSection(doc, 'y', 'docs/x.md')).toThrow(/^docs\/x\.md has no "<!-- generated:y:start -->"/)
    expect(() => writeMarkedSection(`${doc}${doc}`, 'x', '')).toThrow(/more than one/)
  })

  it('refuses markers in the wrong order', () => {
    const swapped = '<!-- generated:x:end -->\n<!-- generated:x:start -->\n'
    expect(() => readMarkedSection(swapped, 'x')).toThrow(/ends before it starts/)
  })
})
