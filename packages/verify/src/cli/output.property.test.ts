/**
 * The command-line tool's output, whatever a proof holds: random text drawn from every Unicode
 * general category, the hidden classes (default-ignorables, variation selectors, bidi controls,
 * unusual spaces) and pieces of terminal escape sequences, put into every signed field (a Sign-In's
 * each field, a plain message's text, a linked part, a link's envelope, a signed-message JSON) and
 * into the text around links. Whatever is drawn: no character a terminal obeys or hides reaches
 * standard output raw, standard input gets exactly one line per link and one summary line, and
 * each line starts with the verdict `verify` gives that link.
 */
import { Readable } from 'node:stream'
import { base58 } from '@scure/base'
import fc from 'fast-check'
import nacl from 'tweetnacl'
import { describe, expect, test } from 'vitest'
import { DURING } from '../../../../test/proof/linksByOthers.ts'
import { plainEvmAccount, plainSolanaAddress, plainSolanaKeys } from '../../../../test/proof/plainMessageFixtures.ts'
import { verify } from '../verify.js'
import type { Verdict } from '../verifyProof.js'
import { main } from './main.js'

/** What a terminal obeys or does not show; a line's own line feed is taken off before this is asked. */
const RAW = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u

const WORD: Record<Verdict, string> = { valid: 'Valid', invalid: 'Not valid', unverifiable: 'Cannot be checked' }

const NOW = new Date(DURING)
const strict = ['--domain', 'sigil.example', '--now', DURING]

// ---------------------------------------------------------------------------------------------
// Characters: every general category, sampled from the BMP and a few astral blocks.

const CATEGORIES = [
  'Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'Mn', 'Mc', 'Me', 'Nd', 'Nl', 'No', 'Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po',
  'Sm', 'Sc', 'Sk', 'So', 'Zs', 'Zl', 'Zp', 'Cc', 'Cf', 'Cs', 'Co', 'Cn',
] as const // prettier-ignore

/** The BMP, and astral blocks with letters, symbols, emoji, tags, variation selectors and private use. */
const SCANNED: [number, number][] = [
  [0x0, 0xffff],
  [0x10000, 0x1007f],
  [0x1d400, 0x1d4ff],
  [0x1f300, 0x1f6ff],
  [0xe0000, 0xe01ef],
  [0xf0000, 0xf00ff],
  [0x10fff0, 0x10ffff],
]

function charactersByCategory(): Record<string, string[]> {
  const which = new RegExp(CATEGORIES.map((category) => `(?<${category}>\\p{${category}})`).join('|'), 'u')
  const pools: Record<string, string[]> = Object.fromEntries(CATEGORIES.map((category) => [category, []]))
  for (const [from, to] of SCANNED)
    for (let point = from; point <= to; point++) {
      // A surrogate code point is a lone surrogate in a string: category Cs.
      const char = point >= 0xd800 && point <= 0xdfff ? String.fromCharCode(point) : String.fromCodePoint(point)
      const groups = which.exec(char)?.groups ?? {}
      const category = CATEGORIES.find((name) => groups[name] !== undefined)
      if (category !== undefined) pools[category]!.push(char)
    }
  return pools
}

const POOLS = charactersByCategory()
const ALL = Object.values(POOLS).flat()
const pick = (pattern: RegExp) => ALL.filter((char) => pattern.test(char))

/** The hidden classes by property: drawn as often as a category, though some are small. */
const HIDDEN_CLASSES = [
  pick(/\p{Default_Ignorable_Code_Point}/u),
  pick(/\p{Variation_Selector}/u),
  [
    '\u061c',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ],
  ['\u00a0', '\u1680', '\u2000', '\u2007', '\u200a', '\u202f', '\u205f', '\u2800', '\u3000', '\ufff9', '\ufffb'],
  ['\u00ad', '\u034f', '\u115f', '\u1160', '\u3164', '\uffa0', '\u{e0041}', '\u{e007f}', '\u180e', '\ufeff'],
]

/** Pieces of what terminals obey, and of the tool's own words, to forge a line. */
const ESCAPES = [
  '\u001b[2J', '\u001b[3J', '\u001b[H', '\u001b[1G', '\u001b[2K', '\u001b[8m', '\u001b[1A', '\u001bE', '\u001bc',
  '\u001b]0;Valid\u0007', '\u001b]52;c;aGk=\u0007', '\u001b]8;;https://evil.example\u001b\\', '\u009b2J', '\u009d0;x\u009c',
  '\r', '\n', '\r\n', '\u000b', '\u000c', '\b', '\u007f', '\u0085', '\u2028', '\u2029', '\\u{1b}', '\\',
  '1. Valid: ', ' valid', '"', '“', '”', '\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
] // prettier-ignore

const piece = fc.oneof(
  fc.constantFrom(...CATEGORIES).chain((category) => fc.constantFrom(...POOLS[category]!)),
  fc.constantFrom(...HIDDEN_CLASSES).chain((chars) => fc.constantFrom(...chars)),
  fc.constantFrom(...ESCAPES),
  fc.string({ unit: 'grapheme-ascii', maxLength: 4 }),
)

/** Random text, never holding a link of its own. */
const text = fc
  .array(piece, { maxLength: 16 })
  .map((pieces) => pieces.join(''))
  .filter((drawn) => !drawn.includes('#proof='))

// ---------------------------------------------------------------------------------------------
// Proofs, each with random text in one place.

type Drawn = { link: string }

function linkOf(payload: unknown): string {
  return `https://sigil.example/verify/#proof=${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`
}

const SIWE = {
  domain: 'sigil.example',
  address: plainEvmAccount.address,
  statement: 'I control this address.',
  uri: 'https://sigil.example/',
  version: '1',
  chainId: '1',
  nonce: 'n0nceProperty1',
  issuedAt: '2030-01-01T00:00:00.000Z',
  expirationTime: '2030-01-08T00:00:00.000Z',
  resource: 'https://sigil.example/terms',
}
type SiweField = keyof typeof SIWE

function siweText(f: typeof SIWE): string {
  return `${f.domain} wants you to sign in with your Ethereum account:\n${f.address}\n\n${f.statement}\n\nURI: ${f.uri}\nVersion: ${f.version}\nChain ID: ${f.chainId}\nNonce: ${f.nonce}\nIssued At: ${f.issuedAt}\nExpiration Time: ${f.expirationTime}\nResources:\n- ${f.resource}`
}

function siwsText(f: typeof SIWE, address: string): string {
  return `${f.domain} wants you to sign in with your Solana account:\n${address}\n\n${f.statement}\n\nURI: ${f.uri}\nVersion: ${f.version}\nChain ID: mainnet\nNonce: ${f.nonce}\nIssued At: ${f.issuedAt}\nExpiration Time: ${f.expirationTime}`
}

/** A field of the message: replaced by the text, or the text put before or after it. */
const edit = fc.record({
  field: fc.constantFrom(...(Object.keys(SIWE) as SiweField[])),
  how: fc.constantFrom('replace', 'before', 'after', 'none'),
  text,
})

function edited({ field, how, text: drawn }: { field: SiweField; how: string; text: string }): typeof SIWE {
  const value = SIWE[field]
  const next = how === 'replace' ? drawn : how === 'before' ? drawn + value : how === 'after' ? value + drawn : value
  return { ...SIWE, [field]: next }
}

const signEvm = (message: string) => plainEvmAccount.signMessage({ message })
const signSolana = (message: string) =>
  base58.encode(nacl.sign.detached(new TextEncoder().encode(message), plainSolanaKeys.secretKey))
const randomEvmSignature = fc
  .uint8Array({ minLength: 65, maxLength: 65 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)

/** A Sign-In with Ethereum, one field edited, signed by its address or by no one. */
const evmSignIn = fc
  .record({ edit, forged: fc.boolean(), signature: randomEvmSignature })
  .map(async ({ edit: e, forged, signature }): Promise<Drawn> => {
    const message = siweText(edited(e))
    return {
      link: linkOf({
        v: 1,
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: plainEvmAccount.address,
        message,
        signature: forged ? signature : await signEvm(message),
      }),
    }
  })

const solanaSignIn = edit.map(async (e): Promise<Drawn> =>
  Promise.resolve({
    link: linkOf({
      v: 1,
      namespace: 'solana',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: plainSolanaAddress,
      message: siwsText(edited(e), plainSolanaAddress),
      signature: signSolana(siwsText(edited(e), plainSolanaAddress)),
    }),
  }),
)

/** A plain message of random text: signed by its address (valid), or naming another. */
const plain = fc
  .record({ message: text, namespace: fc.constantFrom('eip155', 'solana'), forged: fc.boolean() })
  .map(async ({ message, namespace, forged }): Promise<Drawn> => {
    const signed = forged ? `${message}.` : message
    return namespace === 'eip155'
      ? {
          link: linkOf({
            v: 3,
            namespace,
            address: plainEvmAccount.address,
            message,
            signature: await signEvm(signed),
          }),
        }
      : { link: linkOf({ v: 3, namespace, address: plainSolanaAddress, message, signature: signSolana(signed) }) }
  })

/** A linked proof whose second part's message is edited. */
const linked = edit.map(async (e): Promise<Drawn> => {
  const resources = [
    `eip155:1:${plainEvmAccount.address}`,
    `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${plainSolanaAddress}`,
  ]
  const withResources = (message: string) => message.replace(/\nResources:\n- .*$/, '') + `\nResources:\n- ${resources.join('\n- ')}`
  const evm = withResources(siweText(SIWE))
  const solana = `${siwsText(edited(e), plainSolanaAddress)}\nResources:\n- ${resources.join('\n- ')}`
  return {
    link: linkOf({
      v: 2,
      parts: [
        { namespace: 'eip155', chainId: 'eip155:1', address: plainEvmAccount.address, message: evm, signature: await signEvm(evm) },
        {
          namespace: 'solana',
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          address: plainSolanaAddress,
          message: solana,
          signature: signSolana(solana),
        },
      ],
    }),
  }
}) // prettier-ignore

/** A link whose envelope (namespace, chain, address, version) is random text. */
const envelope = fc
  .record({ key: fc.constantFrom('v', 'namespace', 'chainId', 'address', 'signature', 'extra'), value: text })
  .map(async ({ key, value }): Promise<Drawn> =>
    Promise.resolve({
      link: linkOf({
        v: 1,
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: plainEvmAccount.address,
        message: siweText(SIWE),
        signature: '0x00',
        [key]: value,
      }),
    }),
  )

/** A #proof= after which no proof can be read: a character outside base64url, then random text. */
const unreadable = fc
  .record({ first: fc.constantFrom('%', '!', '\u001b', '\u009b', '\u2066', ' ', '.', 'é'), rest: text })
  .map(async ({ first, rest }): Promise<Drawn> =>
    Promise.resolve({ link: `https://sigil.example/verify/#proof=${first}${rest}` }),
  )

const proof = fc.oneof(evmSignIn, solanaSignIn, plain, plain, linked, envelope, unreadable)

async function run(argv: string[], input = '') {
  let stdout = ''
  const code = await main(argv, {
    // A string chunk: lone surrogates reach the tool as they are.
    stdin: Readable.from([input]),
    stdout: { write: (written: string) => (stdout += written) },
    stderr: { write: () => undefined },
  })
  return { code, stdout }
}

/** The lines written, each without its line feed, none holding a raw character a terminal obeys or hides. */
function safeLines(output: string): string[] {
  expect(output.endsWith('\n')).toBe(true)
  const lines = output.slice(0, -1).split('\n')
  for (const line of lines) expect(line).not.toMatch(RAW)
  return lines
}

/** The verdict `verify` gives the link as the text's scan reads it, or the scan's own when no proof follows #proof=. */
async function truth(link: string): Promise<Verdict> {
  const payload = link.slice(link.indexOf('#proof=') + 7)
  if (!/^[A-Za-z0-9_-]/.test(payload)) return 'unverifiable'
  return (await verify(link, { domains: 'sigil.example', now: NOW })).verdict
}

function exitCodeFor(verdicts: readonly Verdict[]): number {
  return verdicts.includes('invalid') ? 1 : verdicts.every((verdict) => verdict === 'valid') ? 0 : 2
}

describe('sigil-verify’s output, whatever the proofs hold', () => {
  test('standard input: one safe line per link, each with its true verdict, then the summary', async () => {
    const seen = new Set<Verdict>()
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(proof, text), { minLength: 1, maxLength: 4 }), text, async (drawn, before) => {
        const links = await Promise.all(drawn.map(async ([made]) => (await made).link))
        fc.pre(new Set(links).size === links.length)
        const input = `msg ${before} ${drawn.map(([, noise], i) => `${links[i]} \n${noise} `).join('')}`
        const expected = await Promise.all(links.map(truth))
        for (const verdict of expected) seen.add(verdict)
        const { code, stdout } = await run(strict, input)
        const lines = safeLines(stdout)
        expect(lines).toHaveLength(links.length + 1)
        for (const [i, verdict] of expected.entries())
          expect(lines[i]!.startsWith(`${i + 1}. ${WORD[verdict]}: `), lines[i]).toBe(true)
        const count = (verdict: Verdict) => expected.filter((v) => v === verdict).length
        expect(lines.at(-1)).toBe(
          `${links.length === 1 ? '1 link' : `${links.length} links`}: ${count('valid')} valid, ${count('invalid')} not valid, ${count('unverifiable')} cannot be checked.`,
        )
        expect(code).toBe(exitCodeFor(expected))
      }),
      { numRuns: 80, seed: 20_300_101 },
    )
    expect([...seen].sort()).toEqual(['invalid', 'unverifiable', 'valid'])
  }, 60_000)

  test('one link: every line safe, the first with its true verdict; --json parses back to the same verdict', async () => {
    await fc.assert(
      fc.asyncProperty(proof, async (made) => {
        const { link } = await made
        const { verdict } = await verify(link, { domains: 'sigil.example', now: NOW })
        const { code, stdout } = await run([...strict, '--', link])
        const lines = safeLines(stdout)
        expect(lines[0]!.startsWith(`${WORD[verdict]}: `), lines[0]).toBe(true)
        expect(code).toBe(exitCodeFor([verdict]))
        const json = await run([...strict, '--json', '--', link])
        safeLines(json.stdout)
        expect((JSON.parse(json.stdout) as { verdict: string }).verdict).toBe(verdict)
      }),
      { numRuns: 100, seed: 20_300_102 },
    )
  }, 60_000)

  test('a signed-message JSON on standard input, its message random text: safe lines, its true verdict', async () => {
    let textsShown = 0
    await fc.assert(
      fc.asyncProperty(
        fc.record({ msg: text, forged: fc.boolean(), address: fc.option(text, { nil: undefined }) }),
        async ({ msg, forged, address }) => {
          const json = JSON.stringify({
            address: address ?? plainEvmAccount.address,
            msg,
            sig: await signEvm(forged ? `${msg}!` : msg),
            version: '2',
          })
          const { verdict } = await verify(json, { domains: 'sigil.example', now: NOW })
          const { code, stdout } = await run(strict, json)
          const lines = safeLines(stdout)
          expect(lines[0]!.startsWith(`${WORD[verdict]}: `), lines[0]).toBe(true)
          if (verdict === 'valid') {
            expect(lines[1]).toMatch(/^Text signed: "/)
            textsShown += 1
          }
          expect(code).toBe(exitCodeFor([verdict]))
        },
      ),
      { numRuns: 80, seed: 20_300_103 },
    )
    expect(textsShown).toBeGreaterThan(0)
  }, 60_000)
})
