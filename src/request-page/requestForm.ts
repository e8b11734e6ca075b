/**
 * The /request/ form's fields as the visitor fills them: each change is drafted into a request
 * (./draftRequest.ts), its problems said under their fields, and "Make the request link" enabled only
 * for a request that can be made and kept.
 */
import { MAX_STATEMENT_LENGTH } from 'sigil-verify/validateStatement'
import { pagePart } from '../util/pagePart'
import { draftRequest, type Draft } from './draftRequest'

export type RequestForm = {
  /** Drafts the form as it stands and shows what is wrong; returns the draft. */
  refresh(): Draft
  submit: HTMLButtonElement
}

/** `storable`: this browser can keep a request (its storage is not blocked). */
export function requestForm(form: HTMLFormElement, storable: boolean): RequestForm {
  const addresses = pagePart(form, 'textarea[name="addresses"]', HTMLTextAreaElement)
  const addressHint = pagePart(form, '[data-request-addresses-hint]', HTMLElement)
  const statement = pagePart(form, 'input[name="statement"]', HTMLInputElement)
  const statementHint = pagePart(form, '[data-request-statement-hint]', HTMLElement)
  const windowSelect = pagePart(form, 'select[name="window"]', HTMLSelectElement)
  const submit = pagePart(form, 'button[type="submit"]', HTMLButtonElement)
  const chosen = (name: string, fallback: string) => (new FormData(form).get(name) as string | null) ?? fallback

  function refresh(): Draft {
    const want = chosen('want', 'eip155')
    const answers = chosen('answers', 'one')
    // A roll call is answered by anyone: it names no addresses, so the field rests (its text kept for a switch back).
    const rollCall = answers === 'many'
    addresses.disabled = rollCall
    const draft = draftRequest(
      {
        want,
        answers,
        addresses: rollCall ? '' : addresses.value,
        statement: statement.value,
        windowMs: Number(windowSelect.value),
      },
      new Date(),
    )
    const addressProblem = (!draft.ok && draft.problems.addresses) || ''
    const statementProblem = (!draft.ok && draft.problems.statement) || ''
    addressHint.textContent =
      addressProblem ||
      (rollCall
        ? 'Not needed for a roll call: anyone may answer it, each address counted once.'
        : want === 'linked'
          ? 'Leave empty to accept any linked set. To ask for particular addresses, give 2 to 5, one per line.'
          : 'Leave empty to accept any address, or give the one you want proven.')
    // A problem quotes what was typed, an address with nowhere to break: it may break anywhere, or it widens the field.
    addressHint.className = addressProblem ? 'field__error small break' : 'muted small'
    addresses.setAttribute('aria-invalid', String(addressProblem !== ''))
    statementHint.textContent =
      statementProblem ||
      `What the proof must say, word for word. ${MAX_STATEMENT_LENGTH - statement.value.trim().length} characters left.`
    statementHint.className = statementProblem ? 'field__error small break' : 'muted small'
    statement.setAttribute('aria-invalid', String(statementProblem !== ''))
    submit.disabled = !storable || !draft.ok
    return draft
  }

  form.addEventListener('input', refresh)
  form.addEventListener('change', refresh)
  return { refresh, submit }
}
