import { expect, test } from 'vitest'
import { validateStatement } from './validateStatement.js'

test('default', () => {
  expect(validateStatement("I'm alice.eth & I approve: https://x.org/tos?a=1#b (v2) [ok]; ~!*+,=@$")).toEqual({
    ok: true,
  })
})

test.each([
  ['line feed', 'a\nb', 'statement-line-break'],
  ['carriage return', 'a\rb', 'statement-line-break'],
  ['paragraph separator', 'a\u2029b', 'statement-line-break'],
  ['281 characters', 'x'.repeat(281), 'statement-too-long'],
  ['double quote', 'say "hi"', 'statement-character'],
  ['percent', '100%', 'statement-character'],
  ['emoji', 'hi 👋', 'statement-character'],
  ['tab', 'a\tb', 'statement-character'],
])('behavior: refuses a %s', (_, statement, code) => {
  expect(validateStatement(statement)).toMatchObject({ ok: false, error: { code } })
})
