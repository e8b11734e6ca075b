/**
 * Test-only: the /request/ form's markup as src/pages/request.astro serves it, cut to what its parts
 * read (the names and data attributes they look up; requestForm.dom.test.ts checks the page has each).
 */
export const REQUEST_FORM_MARKUP = `
<form data-request-form>
  <input type="radio" name="want" value="eip155" checked />
  <input type="radio" name="want" value="solana" />
  <input type="radio" name="want" value="linked" />
  <input type="radio" name="answers" value="one" checked />
  <input type="radio" name="answers" value="many" />
  <textarea name="addresses"></textarea>
  <span data-request-addresses-hint></span>
  <input name="statement" />
  <span data-request-statement-hint></span>
  <select name="window">
    <option value="600000">10 minutes</option>
    <option value="3600000">1 hour</option>
    <option value="86400000" selected>1 day</option>
  </select>
  <button type="submit">Make the request link</button>
</form>`

/** The selectors the form's part looks up, each of which the page must serve. */
export const REQUEST_FORM_HOOKS = [
  'data-request-form',
  'name="want" value="eip155"',
  'name="answers" value="many"',
  'name="addresses"',
  'data-request-addresses-hint',
  'name="statement"',
  'data-request-statement-hint',
  'name="window"',
  'type="submit"',
] as const

/** A fresh form in the document, built from the markup. */
export function requestFormInDocument(): HTMLFormElement {
  document.body.innerHTML = REQUEST_FORM_MARKUP
  const form = document.querySelector('form')
  if (!form) throw new Error('no form')
  return form
}

/** Checks a radio and tells the form, as a click would. */
export function choose(form: HTMLFormElement, name: string, value: string): void {
  const input = form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)
  if (!input) throw new Error(`no ${name}=${value}`)
  input.checked = true
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Types into a field and tells the form. */
export function type(form: HTMLFormElement, name: string, value: string): void {
  const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)
  if (!field) throw new Error(`no ${name}`)
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
