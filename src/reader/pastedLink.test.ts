import { describe, expect, test } from 'vitest'
import { readPastedLink } from './pastedLink'

const PROOF = '#proof=eyJ2IjoxLCJuYW1lc3BhY2UiOiJlaXAxNTUifQ'
const REQUEST = '#request=eyJ2IjoxLCJ3YW50IjoiZWlwMTU1In0'

describe('readPastedLink', () => {
  test('a proof link is read as its fragment', () => {
    expect(readPastedLink(`https://sigil.example/verify/${PROOF}`)).toEqual({ kind: 'proof', fragment: PROOF })
  })

  test('spaces and line breaks around the link are not part of it', () => {
    expect(readPastedLink(`  \n https://sigil.example/verify/${PROOF}\t\n`)).toEqual({
      kind: 'proof',
      fragment: PROOF,
    })
  })

  test('a proof link from another host or base path is the same proof: it is opened here', () => {
    expect(readPastedLink(`http://127.0.0.1:4321/sigil/verify/${PROOF}`)).toEqual({ kind: 'proof', fragment: PROOF })
    expect(readPastedLink(`https://other.example/verify${PROOF}`)).toEqual({ kind: 'proof', fragment: PROOF })
    expect(readPastedLink(`https://other.example/verify/index.html${PROOF}`)).toEqual({
      kind: 'proof',
      fragment: PROOF,
    })
  })

  test('a damaged proof is still a proof link: its reader says what is wrong', () => {
    expect(readPastedLink('https://sigil.example/verify/#proof=not-a-proof')).toEqual({
      kind: 'proof',
      fragment: '#proof=not-a-proof',
    })
  })

  test('a request link leads where it points, host and all', () => {
    expect(readPastedLink(`https://other.example/prove/${REQUEST}`)).toEqual({
      kind: 'request',
      href: `https://other.example/prove/${REQUEST}`,
    })
  })

  test('near misses are not links: text around a link, another page, another fragment, another scheme', () => {
    for (const value of [
      `Here is my proof: https://sigil.example/verify/${PROOF}`,
      `https://sigil.example/verify/${PROOF} thanks`,
      `https://sigil.example/prove/${PROOF}`,
      `https://sigil.example/verify/${REQUEST}`,
      `https://sigil.example/verifyx/${PROOF}`,
      'https://sigil.example/verify/#main',
      'https://sigil.example/verify/',
      `javascript://sigil.example/verify/${PROOF}`,
      `sigil.example/verify/${PROOF}`,
      PROOF,
      'I am alice on the forum',
      '',
    ])
      expect(readPastedLink(value), value).toBeUndefined()
  })
})
