import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, test } from 'vitest'
import { buildProofMessage } from 'sigil-verify/buildProofMessage'
import type { Proof } from 'sigil-verify/types'
import * as plainVerdict from './plainVerdict'
import { verifyFields, type VerifyFields } from './verifyFields'

const MARKUP = `
<form data-verify-form>
  <textarea name="message"></textarea>
  <p data-verify-message-error hidden></p>
  <p data-verify-plain-note hidden></p>
  <input name="signature" />
  <label data-verify-address hidden><input name="address" /></label>
  <button type="submit" disabled>Verify</button>
</form>`

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SIGN_IN = buildProofMessage({
  namespace: 'eip155',
  address: ADDRESS,
  chainId: 'eip155:1',
  domain: 'sigil.example',
  uri: 'https://sigil.example/',
  issuedAt: new Date('2026-11-27T12:00:00Z'),
  expirationTime: new Date('2026-11-28T12:00:00Z'),
  nonce: 'abcdefgh12345678',
})
const SIGNATURE = `0x${'11'.repeat(65)}`

let form: HTMLFormElement
let checking = false
let fields: VerifyFields
const el = (selector: string) => form.querySelector<HTMLInputElement>(selector)!
function typeInto(name: string, value: string): void {
  const field = el(`[name="${name}"]`)
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

beforeEach(() => {
  document.body.innerHTML = MARKUP
  form = document.querySelector('form')!
  checking = false
  // The plain reader as the page has it once loaded (its loading is the page's own business).
  fields = verifyFields(form, { loaded: () => plainVerdict, load: () => Promise.resolve() }, () => checking)
  fields.refresh()
})

describe('verifyFields', () => {
  test('default: empty fields ask for a proof; a Sign-In and a signature enable Verify, with no address asked', () => {
    expect(fields.submit.disabled).toBe(true)
    typeInto('message', SIGN_IN)
    expect(fields.submit.disabled).toBe(true)
    typeInto('signature', SIGNATURE)
    expect(fields.submit.disabled).toBe(false)
    expect(el('[data-verify-address]').hidden).toBe(true)
    expect(el('[data-verify-message-error]').hidden).toBe(true)
    expect(fields.subject(undefined)).toEqual({ message: SIGN_IN, signature: SIGNATURE })
  })

  test('behavior: while a check runs, Verify rests and says so', () => {
    typeInto('message', SIGN_IN)
    typeInto('signature', SIGNATURE)
    checking = true
    fields.refresh()
    expect(fields.submit.disabled).toBe(true)
    expect(fields.submit.textContent).toBe('Checking…')
  })

  test('behavior: a broken Sign-In is said under the message', () => {
    typeInto('message', SIGN_IN.replace('Version: 1', 'Version: 2'))
    expect(el('[data-verify-message-error]').hidden).toBe(false)
    expect(el('[data-verify-message-error]').textContent).not.toBe('')
  })

  test('behavior: plain text asks for the address that signed it, and a note says how it is read', () => {
    typeInto('message', 'I agree to the terms of the forum.')
    expect(el('[data-verify-address]').hidden).toBe(false)
    expect(el('[data-verify-plain-note]').hidden).toBe(false)
    typeInto('signature', SIGNATURE)
    typeInto('address', ADDRESS)
    expect(fields.submit.disabled).toBe(false)
    expect(fields.subject(undefined)).toMatchObject({
      v: 3,
      address: ADDRESS,
      message: 'I agree to the terms of the forum.',
    })
  })

  test('behavior: the link’s proof is checked while its text is untouched; once edited, what the fields say', () => {
    const fromLink: Proof = {
      v: 1,
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: ADDRESS,
      message: SIGN_IN,
      signature: SIGNATURE,
    }
    fields.fill(fromLink)
    expect(el('[name="message"]').value).toBe(SIGN_IN)
    expect(fields.subject(fromLink)).toBe(fromLink)
    typeInto('signature', `0x${'22'.repeat(65)}`)
    expect(fields.subject(fromLink)).toEqual({ message: SIGN_IN, signature: `0x${'22'.repeat(65)}` })
  })

  test('behavior: a message that stacks too many marks on a letter stays out of the fields, and says where it is', () => {
    const piled = `a${'\u0301'.repeat(64)}`
    fields.fill({ v: 3, namespace: 'eip155', address: ADDRESS, message: piled, signature: SIGNATURE } as never)
    expect(el('[name="message"]').value).toBe('')
    expect(el('[name="message"]').placeholder).toMatch(/Its card shows it\.$/)
  })

  test('the page serves every field the part reads', () => {
    const page = readFileSync('src/pages/verify.astro', 'utf8')
    for (const hook of [
      'data-verify-form',
      'name="message"',
      'data-verify-message-error',
      'data-verify-plain-note',
      'name="signature"',
      'data-verify-address',
      'name="address"',
      'type="submit"',
    ])
      expect(page).toContain(hook)
  })
})
