/**
 * Test-only: EIP-4361 messages for differential testing, drawn deterministically from a seed.
 * Well-formed ones come from generators over the EIP-4361 / RFC 3986 / RFC 3339 grammar
 * (fast-check's web arbitraries for authorities and URLs); mutated ones edit a well-formed message
 * the way a careless copy, a hostile forger or a broken tool would.
 */
import fc from 'fast-check'
import { bytesToHex, getAddress } from 'viem'
import { daysInMonth } from '../../packages/verify/src/rfc3339.ts'
import { formatSiweMessage, type SiweVectorFields } from './testing.ts'

const statementChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;= "
const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const pcharChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@"

const stringOf = (chars: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...Array.from(chars)), minLength, maxLength })

const pad = (value: number, width: number) => String(value).padStart(width, '0')

const pctEncoded = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.boolean()).map(([byte, upper]) => {
  const hex = byte.toString(16).padStart(2, '0')
  return `%${upper ? hex.toUpperCase() : hex}`
})

const pcharString = fc
  .array(fc.oneof({ weight: 6, arbitrary: stringOf(pcharChars, 1, 4) }, { weight: 1, arbitrary: pctEncoded }), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''))

const scheme = fc.oneof(
  fc.constantFrom('https', 'http'),
  fc
    .tuple(stringOf('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 1, 1), stringOf(`${alphanumeric}+-.`, 0, 6))
    .map(([first, rest]) => first + rest),
)

/** RFC 3986 authorities, including the forms fast-check does not produce (IPvFuture, zero-padded IPv4, empty port). */
const authority = fc.oneof(
  { weight: 6, arbitrary: fc.webAuthority({ withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'localhost:',
      '[v1.fe80::a+en1]',
      '[V7.x:y]',
      '010.001.000.255',
      '1.1.1.256',
      'user:pass@[::1]:443',
      'ex%41mple.org',
      'a.b.c.d.e',
      "sub-delims!$&'()*+,;=.example",
      '[::ffff:192.0.2.1]',
      '[2001:db8::7]:8080',
    ),
  },
)

/** Absolute RFC 3986 URIs: web URLs with queries and fragments, and the other shapes the grammar allows. */
const uri = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.webUrl({
      withQueryParameters: true,
      withFragments: true,
      authoritySettings: { withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true },
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(scheme, fc.constantFrom('', '/', '//', ':'), pcharString, fc.option(pcharString, { nil: undefined }))
      .map(
        ([s, lead, path, query]) =>
          `${s}:${lead === '//' ? '//host/' : lead === ':' ? '' : lead}${path}${query === undefined ? '' : `?${query}`}`,
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', 'did:key:z6Mkabc', 'ipfs://bafy/x'),
  },
)

/** RFC 3339 date-times that name a real instant: any year, any offset, any precision. */
const dateTime = fc
  .record({
    year: fc.oneof(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 0, max: 9999 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.nat(23),
    minute: fc.nat(59),
    second: fc.nat(59),
    fraction: fc.option(stringOf('0123456789', 1, 9), { nil: undefined }),
    offset: fc.oneof(
      fc.constant('Z'),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.nat(23), fc.nat(59))
        .map(([sign, h, m]) => `${sign}${pad(h, 2)}:${pad(m, 2)}`),
    ),
  })
  .map(
    ({ year, month, day, hour, minute, second, fraction, offset }) =>
      `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(day, daysInMonth(year, month)), 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}${fraction === undefined ? '' : `.${fraction}`}${offset}`,
  )

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(bytesToHex(bytes)) as string)

export const wellFormedFields: fc.Arbitrary<SiweVectorFields> = fc.record(
  {
    scheme: scheme,
    domain: authority,
    address,
    statement: stringOf(statementChars, 1, 60),
    uri,
    version: fc.constant('1'),
    chainId: fc.oneof(fc.constantFrom(1, 8453, 10, 137), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
    nonce: stringOf(alphanumeric, 8, 24),
    issuedAt: dateTime,
    expirationTime: dateTime,
    notBefore: dateTime,
    requestId: pcharString,
    resources: fc.array(uri, { maxLength: 3 }),
  },
  { requiredKeys: ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
)

export const wellFormedMessage: fc.Arbitrary<string> = wellFormedFields.map(formatSiweMessage)

/** Characters a forger would swap in because they look like the ASCII they replace. */
export const lookAlikes: Readonly<Record<string, string>> = {
  a: '\u0430',
  e: '\u0435',
  o: '\u043e',
  x: '\u0445',
  c: '\u0441',
  ':': '\uff1a',
  '-': '\u2010',
  '/': '\u2044',
  '.': '\u2024',
  ' ': '\u00a0',
  '0': '\u039f',
  '1': '\u0031\u0332',
}

const insertable = Array.from(`${statementChars}"%<>\\^\`{|}\n\r\t\u00a0\u200b\u202e\u0430\uff1a`)

type Edit = (message: string) => string

const atIndex = (position: number, length: number) => (length === 0 ? 0 : position % length)

const characterEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), fc.constantFrom(...insertable)).map(([at, char]): Edit => (m) => {
    const i = atIndex(at, m.length + 1)
    return m.slice(0, i) + char + m.slice(i)
  }),
  fc.nat().map((at): Edit => (m) => {
    const i = atIndex(at, m.length)
    return m.slice(0, i) + m.slice(i + 1)
  }),
  fc.nat().map((at): Edit => (m) => {
    const i = atIndex(at, m.length - 1)
    return m.slice(0, i) + m.charAt(i + 1) + m.charAt(i) + m.slice(i + 2)
  }),
  fc.nat().map((at): Edit => (m) => {
    const i = atIndex(at, m.length)
    const char = m.charAt(i)
    const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
    return m.slice(0, i) + flipped + m.slice(i + 1)
  }),
  fc.nat().map((at): Edit => (m) => {
    const candidates = Array.from(m.matchAll(/[aeoxc:\-/. 01]/g), (match) => match.index)
    if (candidates.length === 0) return m
    const i = candidates[at % candidates.length] ?? 0
    return m.slice(0, i) + (lookAlikes[m.charAt(i)] ?? '') + m.slice(i + 1)
  }),
)

const lineEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]): Edit => (m) => {
    const lines = m.split('\n')
    const i = a % lines.length
    const j = b % lines.length
    ;[lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? '']
    return lines.join('\n')
  }),
  fc.nat().map((at): Edit => (m) => {
    const lines = m.split('\n')
    lines.splice(at % lines.length, 1)
    return lines.join('\n')
  }),
  fc.nat().map((at): Edit => (m) => {
    const lines = m.split('\n')
    const i = at % lines.length
    lines.splice(i, 0, lines[i] ?? '')
    return lines.join('\n')
  }),
  // Empties one field, keeping its label.
  fc.nat().map((at): Edit => (m) => {
    const lines = m.split('\n')
    const labelled = lines.flatMap((line, index) => (/^[A-Za-z ]+: ./.test(line) ? [index] : []))
    if (labelled.length === 0) return m
    const i = labelled[at % labelled.length] ?? 0
    const line = lines[i] ?? ''
    lines[i] = line.slice(0, line.indexOf(': ') + 2)
    return lines.join('\n')
  }),
  fc.boolean().map(
    (all): Edit =>
      (m) =>
        all ? m.replaceAll('\n', '\r\n') : m.replace('\n', '\r\n'),
  ),
  fc.constantFrom<Edit>(
    (m) => `${m}\n`,
    (m) => ` ${m}`,
    (m) => m.replace('\n\n', '\n\n\n'),
  ),
)

/**
 * Edits aimed at single field values: the boundaries where a hand-written reader and the
 * reference grammar are most likely to part ways.
 */
const fieldEdit: fc.Arbitrary<Edit> = fc.constantFrom<Edit>(
  (m) => m.replace(/^(Issued At: \d{4})-\d{2}-\d{2}/m, '$1-02-30'),
  (m) => m.replace(/^(Issued At: )\d{4}-\d{2}-\d{2}/m, '$12023-02-29'),
  (m) => m.replace(/^(Issued At: )\d{4}-\d{2}-\d{2}/m, '$12024-02-29'),
  (m) => m.replace(/^(Issued At: [^T]+T\d{2}:\d{2}:)\d{2}/m, '$160'),
  (m) => m.replace(/^(Issued At: [^T]+T\d{2}:\d{2}:)\d{2}/m, '$161'),
  (m) => m.replace(/^(Issued At: [^T]+)T/m, '$1t'),
  (m) => m.replace(/^(Issued At: [^T]+)T/m, '$1 '),
  (m) => m.replace(/^(Issued At: .*)Z$/m, '$1z'),
  (m) => m.replace(/^(Issued At: .*)(?:Z|[+-]\d{2}:\d{2})$/m, '$1+24:00'),
  (m) => m.replace(/^(Issued At: .*)(?:Z|[+-]\d{2}:\d{2})$/m, '$1'),
  (m) => m.replace(/^(Issued At: [^T]+T\d{2}:\d{2}:\d{2})(?:\.\d+)?/m, '$1.'),
  (m) => m.replace(/^Chain ID: .*$/m, 'Chain ID: 0'),
  (m) => m.replace(/^Chain ID: (.*)$/m, 'Chain ID: 0$1'),
  (m) => m.replace(/^Chain ID: .*$/m, 'Chain ID: 9007199254740993'),
  (m) => m.replace(/^Chain ID: .*$/m, 'Chain ID: 1e3'),
  (m) => m.replace(/^Chain ID: .*$/m, 'Chain ID: -1'),
  (m) => m.replace(/^Nonce: (.*)$/m, (_, nonce: string) => `Nonce: ${nonce.slice(0, 7)}`),
  (m) => m.replace(/^Nonce: (.*)$/m, 'Nonce: $1-'),
  (m) => m.replace(/^Version: 1$/m, 'Version: 2'),
  (m) => m.replace(/^(0x[0-9a-fA-F]{40})$/m, (a: string) => a.toLowerCase()),
  (m) => m.replace(/^(0x[0-9a-fA-F]{40})$/m, (a: string) => `0X${a.slice(2)}`),
  (m) => m.replace(/^(0x[0-9a-fA-F]{40})\n\n(?:.+\n)?\nURI/m, '$1\n\n\n\nURI'),
  (m) => m.replace(/^(0x[0-9a-fA-F]{40})\n\n\nURI/m, '$1\n\nURI'),
  (m) => m.replace(/^(.*) wants you/, 'https://$1 wants you'),
  (m) => m.replace(/^(.*) wants you/, '@$1 wants you'),
  (m) => m.replace(/^(.*) wants you/, '$1:80:80 wants you'),
  (m) => m.replace(/^(?:.*:\/\/)?(.*) wants you/, '[::1 wants you'),
  (m) => m.replace(/^(?:.*:\/\/)?(.*) wants you/, '[1:2:3:4:5:6:7:8:9] wants you'),
  (m) => m.replace(/^(?:.*:\/\/)?(.*) wants you/, '[::1.2.3.4] wants you'),
  (m) => m.replace(/^(?:.*:\/\/)?(.*) wants you/, '[1::2::3] wants you'),
  (m) => m.replace(/^(?:.*:\/\/)?(.*) wants you/, '[::ffff:192.0.2.01] wants you'),
  (m) => m.replace(/^(?:.*:\/\/)?(.*) wants you/, ':8080 wants you'),
  (m) => m.replace(/^(?:.*:\/\/)?(.*) wants you/, 'user@ wants you'),
  (m) => m.replace(/^URI: (.*)$/m, 'URI: $1 '),
  (m) => m.replace(/^URI: (.*)$/m, 'URI: $1%zz'),
  (m) => m.replace(/^URI: (.*)$/m, 'URI: /relative/path'),
  (m) => m.replace(/^URI: [^:]*:/m, 'URI: 1http:'),
  (m) => m.replace(/^Request ID: .*$/m, 'Request ID: a/b?c'),
  (m) => m.replace(/^Resources:$/m, 'Resources: '),
  (m) => m.replace(/^- /m, '-'),
  (m) => m.replace(/\n\n(.+)\n\nURI/, (_, s: string) => `\n\n${s}"quoted"\n\nURI`),
  (m) => m.replace(/\n\n(.+)\n\nURI/, (_, s: string) => `\n\n${s}{braces}|\\^\`<>%\n\nURI`),
)

/** A well-formed message with one to three edits applied. */
export const mutatedMessage: fc.Arbitrary<string> = fc
  .tuple(
    wellFormedMessage,
    fc.array(
      fc.oneof(
        { weight: 3, arbitrary: characterEdit },
        { weight: 2, arbitrary: lineEdit },
        { weight: 3, arbitrary: fieldEdit },
      ),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  )
  .map(([message, edits]) => edits.reduce((text, edit) => edit(text), message))
