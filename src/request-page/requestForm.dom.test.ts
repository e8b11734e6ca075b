import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, test } from 'vitest'
import { choose, REQUEST_FORM_HOOKS, requestFormInDocument, type } from '../../test/dom/requestFormMarkup'
import { requestForm } from './requestForm'

let form: HTMLFormElement
const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)
const hint = (which: 'addresses' | 'statement') => form.querySelector(`[data-request-${which}-hint]`)
const submit = () => form.querySelector('button')

beforeEach(() => {
  form = requestFormInDocument()
})

describe('requestForm', () => {
  test('default: the form as served makes a request at once', () => {
    const draft = requestForm(form, true).refresh()
    expect(draft.ok).toBe(true)
    expect(submit()?.disabled).toBe(false)
    expect(hint('addresses')?.textContent).toBe('Leave empty to accept any address, or give the one you want proven.')
    expect(hint('statement')?.textContent).toMatch(/^What the proof must say, word for word\. \d+ characters left\.$/)
  })

  test('behavior: a roll call sets the addresses aside, keeping what was typed, and says why in plain words', () => {
    requestForm(form, true).refresh()
    type(form, 'addresses', '0xnot an address')
    expect(field('addresses')?.getAttribute('aria-invalid')).toBe('true')
    expect(submit()?.disabled).toBe(true)
    choose(form, 'answers', 'many')
    expect(field('addresses')?.disabled).toBe(true)
    expect(field('addresses')?.value).toBe('0xnot an address')
    expect(field('addresses')?.getAttribute('aria-invalid')).toBe('false')
    expect(hint('addresses')?.className).toBe('muted small')
    expect(hint('addresses')?.textContent).toMatch(/^Not needed for a roll call/)
    expect(submit()?.disabled).toBe(false)
    choose(form, 'answers', 'one')
    expect(field('addresses')?.disabled).toBe(false)
    expect(submit()?.disabled).toBe(true)
  })

  test('behavior: an address of the wrong family is said under its field, and the link waits for a fix', () => {
    requestForm(form, true).refresh()
    choose(form, 'want', 'solana')
    type(form, 'addresses', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(hint('addresses')?.classList.contains('field__error')).toBe(true)
    expect(hint('addresses')?.textContent).toContain('is not a Solana address')
    expect(submit()?.disabled).toBe(true)
    choose(form, 'want', 'eip155')
    expect(submit()?.disabled).toBe(false)
  })

  test('behavior: a statement with a character a Sign-In cannot carry is refused under its field', () => {
    const fields = requestForm(form, true)
    type(form, 'statement', 'I am “alice”')
    expect(field('statement')?.getAttribute('aria-invalid')).toBe('true')
    expect(hint('statement')?.classList.contains('field__error')).toBe(true)
    expect(fields.refresh().ok).toBe(false)
  })

  test('behavior: a browser that cannot keep a request never offers to make one', () => {
    requestForm(form, false).refresh()
    expect(submit()?.disabled).toBe(true)
  })

  test('the page serves every field the part reads', () => {
    const page = readFileSync('src/pages/request.astro', 'utf8')
    for (const hook of REQUEST_FORM_HOOKS) expect(page).toContain(hook)
  })
})
