import { ParsedMessage } from '@spruceid/siwe-parser'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { ProofMessageFields } from './messageFields.js'
import { parseEip4361Message } from './parseEip4361Message.js'
import { mutatedMessage, wellFormedMessage } from '../../../test/proof/siweCorpus.ts'
import { formatSiweMessage, readSiweVectors, type SiweVectorFields } from '../../../test/proof/testing.ts'

/**
 * Differential test: Sigil's EIP-4361 reader against `@spruceid/siwe-parser`, the ABNF parser the
 * reference `siwe` library uses. Both must accept and refuse the same messages and read the same
 * fields, except where Sigil is stricter on purpose; each such case is named below, must explain
 * every disagreement it is used for, and must actually occur in the corpus.
 */

const SEED = 4361
const WELL_FORMED_RUNS = 2_500
const MUTATED_RUNS = 5_000

type Reference = { ok: true; fields: ParsedMessage } | { ok: false; reason: string }

function readWithReference(text: string): Reference {
  try {
    return { ok: true, fields: new ParsedMessage(text) }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

/** Every field EIP-4361 defines, under the names both readers use. */
const FIELDS = [
  'scheme',
  'domain',
  'address',
  'statement',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
] as const

/** A reader's fields, absent ones as `undefined` (how the reference reports them). */
function fieldsOf(read: ProofMessageFields | ParsedMessage): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((name) => [name, (read as Partial<Record<string, unknown>>)[name]]))
}

const timestampLines = /^(?:Issued At|Expiration Time|Not Before): (.*)$/gm
const timestamps = (text: string) => Array.from(text.matchAll(timestampLines), (match) => match[1] ?? '')
const chainIdOf = (text: string) => /^Chain ID: (.*)$/m.exec(text)?.[1]
const domainOf = (text: string) => {
  const origin = /^(.*) wants you to sign in with your Ethereum account:\n/.exec(text)?.[1] ?? ''
  return origin.slice(origin.indexOf('://') === -1 ? 0 : origin.indexOf('://') + 3)
}

/**
 * Where Sigil refuses what the reference accepts, on purpose. The README's proof section gives
 * the reasons to people; each line here is the case and the one-line why.
 */
const stricterByDesign = {
  // RFC 3339 allows `:60` only for a real leap second; no JavaScript clock can hold one, so
  // the instant Sigil checks would differ from the text that was signed.
  'leap second': (text) => timestamps(text).some((t) => /^[^T]*[Tt]\d{2}:\d{2}:60/.test(t)),
  // RFC 3339 §5.6 lets an application require upper-case `T` and `Z`; one spelling per instant.
  'lower-case t or z in a timestamp': (text) => timestamps(text).some((t) => /^\d{4}-\d{2}-\d{2}t|z$/.test(t)),
  // `Chain ID: 0`, `08453` or a number past 2^53 is not the EIP-155 id it seems to be: zero is no
  // chain, leading zeros give one chain two texts, and past 2^53 the number read is not the one written.
  'chain ID that is zero, zero-padded or not a safe integer': (text) => {
    const chainId = chainIdOf(text) ?? ''
    return /^\d+$/.test(chainId) && (chainId.startsWith('0') || !Number.isSafeInteger(Number(chainId)))
  },
  // RFC 3986's dec-octet has no leading zeros; the reference reads `[::1.2.3.04]` as an IPv6
  // literal (its ABNF note 4), Sigil refuses it rather than guess octal or decimal.
  'zero-padded IPv4 octet in an IPv6 literal': (text) =>
    Array.from(text.matchAll(/\[[0-9A-Fa-f:]*:((?:\d+\.){3}\d+)\]/g)).some((match) =>
      (match[1] ?? '').split('.').some((octet) => /^0\d/.test(octet)),
    ),
  // A domain with userinfo or a port but no host (`user@`, `:8080`) binds the signature to no site.
  'domain without a host': (text) => /^(?:[^@]*@)?(?::\d*)?$/.test(domainOf(text)),
  // The reference has an extra `empty-statement` rule (its ABNF note 7) reading four line feeds
  // after the address as a statement of "". Sigil shows no statement there and refuses the stray
  // blank line, so two layouts never mean the same message.
  'blank line read as an empty statement': (text) => /^0x[0-9a-fA-F]{40}\n\n\n\nURI: /m.test(text),
} satisfies Record<string, (text: string) => boolean>

type ByDesign = keyof typeof stricterByDesign
const byDesignCases = Object.keys(stricterByDesign) as ByDesign[]

type Outcome = 'both-accept' | 'both-refuse' | ByDesign | `unexplained: ${string}`

/** Compares one message; a disagreement no by-design case explains comes back spelled out. */
function compare(text: string): Outcome {
  const sigil = parseEip4361Message(text)
  const reference = readWithReference(text)
  if (sigil.ok) {
    if (!reference.ok)
      return `unexplained: Sigil accepts what the reference refuses (${reference.reason}): ${JSON.stringify(text)}`
    expect(fieldsOf(sigil.fields), JSON.stringify(text)).toEqual(fieldsOf(reference.fields))
    return 'both-accept'
  }
  if (!reference.ok) return 'both-refuse'
  const reason = byDesignCases.find((name) => stricterByDesign[name](text))
  return (
    reason ?? `unexplained: Sigil refuses (${sigil.error.message}) what the reference accepts: ${JSON.stringify(text)}`
  )
}

/** Counts each outcome; fails listing the first disagreements nothing explains. */
function tally(texts: readonly string[]): Map<Outcome, number> {
  const counts = new Map<Outcome, number>()
  const unexplained: string[] = []
  for (const text of texts) {
    const outcome = compare(text)
    if (outcome.startsWith('unexplained: ')) unexplained.push(outcome)
    else counts.set(outcome, (counts.get(outcome) ?? 0) + 1)
  }
  expect(unexplained.slice(0, 10), `${unexplained.length} unexplained disagreements`).toEqual([])
  return counts
}

describe('parseEip4361Message against @spruceid/siwe-parser', () => {
  test('behavior: the SIWE reference vectors are read alike', () => {
    const texts = [
      ...Object.values(readSiweVectors<{ message: string }>('parsing_positive.json')).map((v) => v.message),
      ...Object.values(readSiweVectors<string>('parsing_negative.json')),
      ...Object.values(readSiweVectors<SiweVectorFields>('verification_positive.json')).map(formatSiweMessage),
    ]
    const counts = tally(texts)
    expect(counts.get('both-accept')).toBeGreaterThan(10)
    expect(counts.get('both-refuse')).toBeGreaterThan(10)
    expect([...counts.keys()].sort()).toEqual(['both-accept', 'both-refuse'])
  })

  test('behavior: generated and mutated messages are accepted, refused and read alike', () => {
    const wellFormed = fc.sample(wellFormedMessage, { seed: SEED, numRuns: WELL_FORMED_RUNS })
    const mutated = fc.sample(mutatedMessage, { seed: SEED + 1, numRuns: MUTATED_RUNS })

    const misread = wellFormed.filter((text) => compare(text) !== 'both-accept')
    expect(misread).toEqual([])

    const counts = tally(mutated)
    const byDesign = byDesignCases.map((name) => [name, counts.get(name) ?? 0] as const)
    console.info(
      `siwe differential: compared ${WELL_FORMED_RUNS + MUTATED_RUNS} messages ` +
        `(${WELL_FORMED_RUNS} well-formed, ${MUTATED_RUNS} mutated): ` +
        `${WELL_FORMED_RUNS + (counts.get('both-accept') ?? 0)} accepted by both with equal fields, ` +
        `${counts.get('both-refuse') ?? 0} refused by both; Sigil stricter by design: ` +
        byDesign.map(([name, count]) => `${name} ${count}`).join(', '),
    )
    // A mutation corpus that stopped producing either outcome would compare nothing useful.
    expect(counts.get('both-accept')).toBeGreaterThan(MUTATED_RUNS / 20)
    expect(counts.get('both-refuse')).toBeGreaterThan(MUTATED_RUNS / 2)
    for (const [name, count] of byDesign) expect(count, name).toBeGreaterThan(0)
  }, 60_000)
})
