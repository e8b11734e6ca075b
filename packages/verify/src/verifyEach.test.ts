import { describe, expect, test } from 'vitest'
import { DURING, linksByOthers } from '../../../test/proof/linksByOthers.ts'
import { MAX_ANSWERS_AT_ONCE } from './rollCall/findProofLinks.js'
import { verify } from './verify.js'
import { verifyEach } from './verifyEach.js'

const links = await linksByOthers()
const options = { domains: 'sigil.example', now: new Date(DURING) }

describe('verifyEach', () => {
  test('every link in a text, in order, each checked as verify checks it; a repeated link once', async () => {
    const text = `a ${links.evm}, b ${links.otherSite}\nc ${links.damaged} d ${links.plain} again ${links.evm}`
    const checked = await verifyEach(text, options)
    if (!checked.ok) throw new Error(checked.message)
    expect(checked.repeated).toBe(1)
    expect(checked.links.map((link) => [link.index, link.result.verdict])).toEqual([
      [0, 'valid'],
      [1, 'invalid'],
      [2, 'unverifiable'],
      [3, 'valid'],
    ])
    expect(checked.links[1]!.result).toEqual(await verify(links.otherSite, options))
    expect(links.plain.endsWith(checked.links[3]!.payload)).toBe(true)
  })

  test('no link: none', async () => {
    expect(await verifyEach('nothing here', options)).toEqual({ ok: true, links: [], repeated: 0 })
  })

  test('more links than are read at once: refused whole, with why', async () => {
    const text = Array.from({ length: MAX_ANSWERS_AT_ONCE + 1 }, (_, i) => `#proof=x${i}`).join(' ')
    const checked = await verifyEach(text, options)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.message).toContain('Paste it in parts')
  })
})

describe('verifyEach: links that cannot be read', () => {
  test('a #proof= with no proof after it, or one too long, is listed in its place: unverifiable, saying why', async () => {
    const text = `${links.evm} #proof=%65yJ2 ${links.plain} #proof=${'A'.repeat(65_537)}`
    const checked = await verifyEach(text, options)
    if (!checked.ok) throw new Error(checked.message)
    expect(checked.links.map((link) => [link.index, link.result.verdict])).toEqual([
      [0, 'valid'],
      [1, 'unverifiable'],
      [2, 'valid'],
      [3, 'unverifiable'],
    ])
    expect(checked.links[1]!.result.reasons).toEqual([
      { check: 'input', ok: false, message: expect.stringMatching(/^This link cannot be read: .*“%65yJ2”/) as string },
    ])
    expect(checked.links[3]!.result.reasons[0]!.message).toMatch(/65,537 characters long/)
  })
})
