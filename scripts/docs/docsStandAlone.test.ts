/**
 * The README and docs/ read as a whole: every page one click from the README, no paragraph said twice,
 * no sentence about how the code used to be. (Links that leave the repository or lead nowhere: `npm run test:links`.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

const DOCS = readdirSync('docs', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
const PAGES = ['README.md', ...DOCS.filter((file) => file.endsWith('.md'))]

/** Link targets of `[text](target)`, without the `#anchor`; links to other sites left out. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '')
}

/** Paragraphs of prose: text between blank lines, outside code fences, tables and generated sections. */
function paragraphs(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/<!-- generated:[\s\S]*?:end -->/g, '')
  return withoutCode
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block.length > 80 && !block.startsWith('|'))
}

/** Phrases that tell a story of the code's past; the git log holds that story. */
const HISTORY = [
  /\bused to\b/i,
  /\bno longer\b/i,
  /\bhas since\b/i,
  /\bnow fixed\b/i,
  /\bfixed in\b/i,
  /\bthe run before\b/i,
  /\bformerly\b/i,
  /\banymore\b/i,
]

describe('the README and docs/', () => {
  it('link every file in docs/ from the README', () => {
    const linked = new Set(relativeLinks(readFileSync('README.md', 'utf8')).map((target) => normalize(target)))
    expect(DOCS.length).toBeGreaterThan(5)
    expect(DOCS.filter((file) => !linked.has(file))).toEqual([])
  })

  it('say no paragraph twice', () => {
    const seen = new Map<string, string>()
    const repeated: string[] = []
    for (const page of PAGES) {
      for (const paragraph of paragraphs(readFileSync(page, 'utf8'))) {
        const first = seen.get(paragraph)
        if (first) repeated.push(`${page} repeats ${first}: "${paragraph.slice(0, 60)}…"`)
        else seen.set(paragraph, page)
      }
    }
    expect(repeated).toEqual([])
  })

  it.each(PAGES)('%s describes what is, not what was', (page) => {
    const lines = readFileSync(page, 'utf8').split('\n')
    const stories = lines.filter((line) => HISTORY.some((phrase) => phrase.test(line)))
    expect(stories).toEqual([])
  })
})
