import { expect, test } from 'vitest'
import { compareRfc3339, parseRfc3339 } from './rfc3339.js'
import { authorityRegex, isAuthority, isUri, plainAuthorityRegex, plainUriRegex, uriRegex } from './rfc3986.js'

test('default', () => {
  expect(parseRfc3339('2021-09-30T16:25:24.000Z')).toBe(Date.parse('2021-09-30T16:25:24.000Z'))
  expect(isUri('https://service.org/login')).toBe(true)
  expect(isAuthority('service.org')).toBe(true)
})

test.each([
  ['2030-01-01T00:00:00Z', '2030-01-01T00:00:00.000Z', 0],
  ['2030-01-01T00:00:00.0001Z', '2030-01-01T00:00:00.0002Z', -1],
  ['2030-01-01T00:00:00.00020Z', '2030-01-01T00:00:00.0002Z', 0],
  ['2030-01-01T00:00:00.001Z', '2030-01-01T00:00:00.0009999Z', 1],
  ['2030-01-01T02:00:00.00015+02:00', '2030-01-01T00:00:00.0001Z', 1],
  ['2030-01-01T00:00:00Z', '2029-12-31T23:59:59.999999Z', 1],
])('compareRfc3339: %s against %s is %i (as instants, to the last digit)', (a, b, sign) => {
  expect(Math.sign(compareRfc3339(a, b) ?? Number.NaN)).toBe(sign)
  expect(Math.sign(compareRfc3339(b, a) ?? Number.NaN)).toBe(-sign || 0)
})

test('compareRfc3339: not a date-time on either side compares as nothing', () => {
  expect(compareRfc3339('2030-02-30T00:00:00Z', '2030-01-01T00:00:00Z')).toBeUndefined()
  expect(compareRfc3339('2030-01-01T00:00:00Z', 'soon')).toBeUndefined()
})

test.each([
  ['2021-09-30T16:25:24Z', '2021-09-30T16:25:24.000Z'],
  ['2021-09-30T16:25:24-02:00', '2021-09-30T18:25:24.000Z'],
  ['2021-09-30T16:25:24.123456+05:30', '2021-09-30T10:55:24.123Z'],
  ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ['0050-06-01T00:00:00Z', '0050-06-01T00:00:00.000Z'],
])('behavior: reads %s as %s', (text, iso) => {
  expect(new Date(parseRfc3339(text) ?? Number.NaN).toISOString()).toBe(iso)
})

test.each([
  '2022-02-31T17:09:38.578Z',
  '2100-02-29T00:00:00Z',
  '2021-13-01T00:00:00Z',
  '2021-00-01T00:00:00Z',
  '2021-09-30 16:25:24Z',
  '2021-09-30T16:25:24',
  '2021-09-30T16:25:24+2:00',
  '2021-09-30T16:25:24+24:00',
  '2021-09-30T16:25Z',
  'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
  '1633019124',
])('behavior: refuses timestamp %s', (text) => {
  expect(parseRfc3339(text)).toBeUndefined()
})

test.each([
  'https://[::cafe]',
  'https://[2001:db8::1]:8443/a?b#c',
  'https://[::ffff:192.0.2.1]',
  'https://127.0.0.1:4361',
  'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
  'urn:isbn:0451450523',
  'mailto:a@b.c',
  'did:key:z6Mkh',
  'https://x.org/%20a',
])('behavior: accepts URI %s', (uri) => {
  expect(isUri(uri)).toBe(true)
})

test.each([
  ':not_a_rfc3986_valid_uri_',
  'no-scheme.org/path',
  'https://x.org/a b',
  'https://x.org/%zz',
  'https://[::cafe',
  'https://[1:2:3:4:5:6:7:8:9]',
  'https://x.org:80a',
  'https://x.org/é',
  '',
])('behavior: refuses URI %s', (uri) => {
  expect(isUri(uri)).toBe(false)
})

test.each(['localhost:8080', 'test@127.0.0.1:8080', '[::cafe]', 'xn--bcher-kva.example'])(
  'behavior: accepts authority %s',
  (value) => {
    expect(isAuthority(value)).toBe(true)
  },
)

test.each(['', '#notrfc4501', 'a b', 'x.org/path', 'user@', ':8080', 'x.org:80:80'])(
  'behavior: refuses authority %s',
  (value) => {
    expect(isAuthority(value)).toBe(false)
  },
)

test('the plain shapes tried first match only what the full RFC 3986 expressions match', () => {
  const alphabet = [
    'a',
    'Z',
    '0',
    '9',
    '-',
    '.',
    '_',
    '~',
    ':',
    '/',
    '@',
    '%',
    '2',
    'f',
    '[',
    ']',
    '?',
    '#',
    '!',
    '$',
    '&',
    "'",
    '(',
    ')',
    '*',
    '+',
    ',',
    ';',
    '=',
    ' ',
    'é',
    'http://',
    'https://',
    '//',
    '::',
  ]
  const random = (length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')
  let plainAuthorities = 0
  let plainUris = 0
  for (let i = 0; i < 200_000; i++) {
    const text = random(1 + (i % 12))
    if (plainAuthorityRegex.test(text)) {
      plainAuthorities++
      expect(authorityRegex.test(text), text).toBe(true)
    }
    const uri = `${i % 2 ? 'https://' : 'http://'}${text}`
    if (plainUriRegex.test(uri)) {
      plainUris++
      expect(uriRegex.test(uri), uri).toBe(true)
    }
  }
  // The sample reaches both shapes often enough to mean something.
  expect(plainAuthorities).toBeGreaterThan(1000)
  expect(plainUris).toBeGreaterThan(1000)
})
