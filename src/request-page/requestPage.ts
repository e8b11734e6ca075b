/**
 * /request/: the verifier says what they want proven; this makes a request with a fresh nonce
 * (a one-time code only this browser keeps),
 * gives its link (with a QR code and a copy button) and keeps it in this browser's list of
 * requests, each with its state and removable. Plain DOM like the verify page: the form is
 * server-rendered markup that this module takes over.
 */
import { getAddress } from 'viem'
import { createRequestNonce } from 'sigil-verify/createRequestNonce'
import {
  addressFamily,
  encodeRequestLink,
  MAX_REQUEST_WINDOW_MS,
  MIN_REQUEST_WINDOW_MS,
  isRollCall,
  PROOF_REQUEST_VERSION,
  ROLL_CALL_REQUEST_VERSION,
  validateRequest,
  type ProofRequest,
  type RequestWant,
} from 'sigil-verify/requestLink'
import { MAX_STATEMENT_LENGTH, validateStatement } from 'sigil-verify/validateStatement'
import {
  forgetRequest,
  readRequests,
  rememberRequest,
  REQUESTS_KEY,
  requestStorage,
  type StoredRequest,
} from '../stores/requests'
import { element } from '../util/element'
import { clearRollCall, onRollCallChangedElsewhere, readRollCalls } from '../stores/rollCalls'
import type { RollCallAnswer } from 'sigil-verify/rollCall/types'
import type { RollCallPanel } from './rollCallPanel'
import { rollCallSummary } from './rollCallSummary'
import { siteUrl } from '../util/sitePath'
import { qrCodeOf } from '../util/qrCode'
import { shareButton } from './shareButton'
import { timeElement } from '../util/timeElement'
import { describeWanted, formatWhen } from 'sigil-verify/requestText'

function part<T extends Element>(root: Element, selector: string, type: { new (): T }): T {
  const found = root.querySelector(selector)
  if (!(found instanceof type)) throw new Error(`request page: ${selector} is missing`)
  return found
}

type Draft =
  | { ok: true; request: ProofRequest }
  | { ok: false; problems: { addresses?: string | undefined; statement?: string | undefined } }

/** What is wrong with the addresses typed, for the request wanted, if anything. */
function addressesProblem(want: RequestWant, addresses: readonly string[], rollCall: boolean): string | undefined {
  if (rollCall && addresses.length > 0)
    return 'A roll call is answered by anyone: leave the addresses empty, or ask for one answer.'
  for (const address of addresses) {
    const family = addressFamily(address)
    if (family === undefined || (want !== 'linked' && family !== want))
      return `“${address.slice(0, 60)}” is not ${want === 'linked' ? 'an EVM or Solana' : want === 'eip155' ? 'an EVM' : 'a Solana'} address.`
  }
  if (want !== 'linked' && addresses.length > 1) return 'A single proof proves one address: name one, or none for any.'
  if (want === 'linked' && (addresses.length === 1 || addresses.length > 5))
    return `A linked set has 2 to 5 addresses; ${addresses.length} given. Name 2 to 5, or none for any set.`
  return undefined
}

/** The request the form describes, or what is wrong with each field. */
export function draftRequest(
  form: { want: string; answers: string; addresses: string; statement: string; windowMs: number },
  now: Date,
): Draft {
  const want = form.want as RequestWant
  const addresses = form.addresses
    .split(/[\s,]+/)
    .map((a) => a.trim())
    .filter(Boolean)
  const statement = form.statement.trim()
  const statementCheck = statement ? validateStatement(statement) : undefined
  const problems = {
    addresses: addressesProblem(want, addresses, form.answers === 'many'),
    statement: statementCheck && !statementCheck.ok ? statementCheck.error.message : undefined,
  }
  if (problems.addresses !== undefined || problems.statement !== undefined) return { ok: false, problems }
  const windowMs = Math.min(Math.max(form.windowMs, MIN_REQUEST_WINDOW_MS), MAX_REQUEST_WINDOW_MS)
  const checked = validateRequest({
    v: form.answers === 'many' ? ROLL_CALL_REQUEST_VERSION : PROOF_REQUEST_VERSION,
    want,
    ...(addresses.length ? { addresses: addresses.map(normalise) } : {}),
    ...(statement ? { statement } : {}),
    nonce: createRequestNonce(),
    expires: new Date(now.getTime() + windowMs).toISOString(),
  })
  if (!checked.ok) return { ok: false, problems: { addresses: checked.error.message } }
  return { ok: true, request: checked.request }
}

/** An EVM address as Sigil writes it (checksummed). */
function normalise(address: string): string {
  return address.startsWith('0x') ? getAddress(address) : address
}

/**
 * Takes over the page's server-rendered form, result region and list. Returns what a press of
 * "Make the request link" does: the loader (./requestPageLoader.ts) holds the form's submit, so a
 * press made before this code arrived is not lost.
 */
export function mountRequestPage(root: HTMLElement): () => void {
  const form = part(root, 'form[data-request-form]', HTMLFormElement)
  const addresses = part(form, 'textarea[name="addresses"]', HTMLTextAreaElement)
  const addressHint = part(form, '[data-request-addresses-hint]', HTMLElement)
  const statement = part(form, 'input[name="statement"]', HTMLInputElement)
  const statementHint = part(form, '[data-request-statement-hint]', HTMLElement)
  const windowSelect = part(form, 'select[name="window"]', HTMLSelectElement)
  const submit = part(form, 'button[type="submit"]', HTMLButtonElement)
  const storageNote = part(root, '[data-request-storage-note]', HTMLElement)
  const resultRegion = part(root, '[data-request-result]', HTMLElement)
  const list = part(root, '[data-request-items]', HTMLUListElement)
  const listTitle = part(root, '#request-list-title', HTMLElement)

  const storable = requestStorage() !== undefined
  // Said as the page opens, before anything was done: a status, not an alert.
  if (!storable)
    storageNote.replaceChildren(
      element(
        'div',
        { class: 'notice notice--failure', role: 'status', 'data-testid': 'request-storage-blocked' },
        element('p', { class: 'notice__title' }, 'This browser cannot remember a request'),
        element(
          'p',
          { class: 'notice__body' },
          'Its storage for this site is blocked (as in some private windows, or with cookies off). A request is matched with its answer by a one-time code this browser keeps, so a request made here could never be matched. Allow this site to store data, or use another browser.',
        ),
      ),
    )

  const want = () => (new FormData(form).get('want') as string | null) ?? 'eip155'
  const answersWanted = () => (new FormData(form).get('answers') as string | null) ?? 'one'
  let shown: Draft | undefined

  function refresh(): void {
    // A roll call is answered by anyone: it names no addresses, so the field rests (its text kept for a switch back).
    const rollCall = answersWanted() === 'many'
    addresses.disabled = rollCall
    const draft = draftRequest(
      {
        want: want(),
        answers: answersWanted(),
        addresses: rollCall ? '' : addresses.value,
        statement: statement.value,
        windowMs: Number(windowSelect.value),
      },
      new Date(),
    )
    shown = draft
    const addressProblem = (!draft.ok && draft.problems.addresses) || ''
    const statementProblem = (!draft.ok && draft.problems.statement) || ''
    addressHint.textContent =
      addressProblem ||
      (rollCall
        ? 'Not needed for a roll call: anyone may answer it, each address counted once.'
        : want() === 'linked'
          ? 'Leave empty to accept any linked set. To ask for particular addresses, give 2 to 5, one per line.'
          : 'Leave empty to accept any address, or give the one you want proven.')
    addressHint.className = addressProblem ? 'field__error small' : 'muted small'
    addresses.setAttribute('aria-invalid', String(addressProblem !== ''))
    statementHint.textContent =
      statementProblem ||
      `What the proof must say, word for word. ${MAX_STATEMENT_LENGTH - statement.value.trim().length} characters left.`
    statementHint.className = statementProblem ? 'field__error small' : 'muted small'
    statement.setAttribute('aria-invalid', String(statementProblem !== ''))
    submit.disabled = !storable || !draft.ok
  }

  function showResult(stored: StoredRequest): void {
    const link = element('input', {
      class: 'mono',
      readonly: '',
      value: stored.link,
      'data-testid': 'request-link',
      id: 'request-link',
    })
    link.addEventListener('focus', () => link.select())
    const qr = element('div', { 'data-request-qr': '' })
    const sendTo = isRollCall(stored.request)
      ? {
          who: 'everyone who',
          then: '. When their proofs come back, paste them all under Answers in your requests below, or open each in this browser.',
        }
      : {
          who: 'the person who',
          then: '. When they send their proof back, open it in this browser: it tells you whether it answers this request.',
        }
    // Focused when shown, so a screen reader says it once (the region is not live) and the eye is taken to it.
    const title = element('h2', { id: 'request-result-title', tabindex: '-1' }, 'Your request link')
    const section = element(
      'section',
      { class: 'card proof-result', 'data-testid': 'request-result', 'aria-labelledby': 'request-result-title' },
      title,
      element(
        'p',
        { class: 'muted break' },
        `Send this link to ${sendTo.who} should prove ${describeWanted(stored.request)}. It is open until `,
        timeElement(stored.request.expires),
        sendTo.then,
      ),
      element('label', { class: 'field', for: 'request-link' }, element('span', {}, 'Link'), link),
      element('div', { class: 'row' }, copyButton(stored.link), shareButton(stored.link, REQUEST_SHARE_TITLE)),
      qr,
    )
    resultRegion.replaceChildren(section)
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches
    section.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' })
    title.focus({ preventScroll: true })
    void qrCodeOf(stored.link)
      .then((image) => {
        qr.replaceChildren(
          image
            ? element('img', {
                class: 'qr',
                src: image.src,
                alt: 'QR code of the request link',
                width: String(image.width),
                height: String(image.width),
                'data-testid': 'request-qr',
              })
            : element('p', { class: 'muted small' }, 'This link is too long for a QR code: share the link itself.'),
        )
      })
      .catch(() => undefined) // the link and its copy button stand on their own
  }

  /** Each roll call's list as stored, read when it is first shown and again when another tab changes it. */
  let lists = new Map<string, readonly RollCallAnswer[]>()
  const reading = new Set<string>()
  async function reloadLists(nonces: readonly string[]): Promise<void> {
    nonces.forEach((nonce) => reading.add(nonce))
    const read = await readRollCalls(nonces)
    nonces.forEach((nonce) => reading.delete(nonce))
    lists = new Map([...lists, ...read])
    for (const [nonce, list] of read) panels.get(nonce)?.showList(list)
    renderList()
  }
  function listed(nonce: string, list: readonly RollCallAnswer[]): void {
    lists = new Map(lists).set(nonce, list)
    renderList()
  }

  /** What the list last showed: a render that would show the same again leaves the page (and focus) alone. */
  let shownList = ''
  function renderList(): void {
    const now = Date.now()
    const requests = readRequests()
    const showing = JSON.stringify([
      requests,
      requests.map((r) => Date.parse(r.request.expires) < now),
      requests.map((r) => lists.get(r.request.nonce)?.length ?? -1),
    ])
    const unread = requests.flatMap(({ request }) =>
      isRollCall(request) && !lists.has(request.nonce) && !reading.has(request.nonce) ? [request.nonce] : [],
    )
    if (unread.length > 0) void reloadLists(unread)
    if (showing === shownList) return
    shownList = showing
    list.replaceChildren(
      ...requests.map((stored) => {
        const closed = Date.parse(stored.request.expires) < now
        const state = stored.state === 'answered' ? 'answered' : closed ? 'closed' : 'open'
        const status =
          state === 'answered'
            ? [
                'Answered ',
                timeElement(stored.answered ?? stored.made),
                stored.answer?.by.length ? ` by ${stored.answer.by.join(', ')}` : '',
              ]
            : state === 'closed'
              ? ['Closed ', timeElement(stored.request.expires), ', unanswered']
              : ['Open until ', timeElement(stored.request.expires)]
        const remove = element(
          'button',
          {
            type: 'button',
            class: 'btn btn--small btn--quiet',
            'aria-label': `Remove the request of ${formatWhen(stored.made)}`,
          },
          'Remove',
        )
        const rollCall = isRollCall(stored.request)
        const answers = lists.get(stored.request.nonce)
        remove.addEventListener('click', () => {
          // A list not yet read may hold answers.
          const loses = rollCall ? answers?.length !== 0 : stored.state === 'answered'
          if (
            loses &&
            !confirm(
              rollCall
                ? `Remove this roll call and ${answers ? `its ${answers.length}` : 'any'} listed answers? Export the list first to keep it.`
                : 'Remove this request? Its answer will no longer be recognised in this browser.',
            )
          )
            return
          forgetRequest(stored.request.nonce)
          void clearRollCall(stored.request.nonce)
          lists.delete(stored.request.nonce)
          renderList()
          listTitle.focus()
        })
        const panelSlot = element('div', { 'data-roll-call-slot': '' })
        const answersButton = rollCall ? rollCallButton(stored, panelSlot, listed) : undefined
        return element(
          'li',
          {
            class: 'request-item',
            'data-testid': 'request-item',
            'data-state': state,
            'data-nonce': stored.request.nonce,
          },
          element('p', { class: 'break' }, element('strong', {}, stored.request.statement ?? 'No statement')),
          element(
            'p',
            { class: 'muted small break' },
            `Asks for ${describeWanted(stored.request)}. Made `,
            timeElement(stored.made),
            '.',
          ),
          element(
            'p',
            { class: `small request-item__state request-item__state--${state}` },
            ...(rollCall ? ['Roll call. ', ...(state === 'closed' ? status.slice(0, 2) : status)] : status),
          ),
          rollCall
            ? element(
                'p',
                { class: 'small', 'data-testid': 'roll-call-summary' },
                answers ? rollCallSummary(answers) : 'Reading its list of answers…',
              )
            : '',
          element(
            'div',
            { class: 'row' },
            copyButton(stored.link),
            shareButton(stored.link, REQUEST_SHARE_TITLE),
            ...(answersButton ? [answersButton] : []),
            remove,
          ),
          panelSlot,
        )
      }),
    )
    if (requests.length === 0)
      list.replaceChildren(
        element(
          'li',
          { class: 'muted small' },
          storable ? 'No requests made in this browser yet.' : 'None: this browser cannot keep them.',
        ),
      )
  }

  const importInput = part(root, 'input[data-roll-call-import]', HTMLInputElement)
  const importResult = part(root, '[data-roll-call-import-result]', HTMLElement)
  function importChosen(): void {
    const chosen = importInput.files?.[0]
    if (!chosen) return
    const say = (text: string, failed = false) =>
      importResult.replaceChildren(
        element(
          'p',
          {
            class: failed ? 'field__error' : 'small',
            ...(failed ? { role: 'alert' } : {}),
            'data-testid': 'roll-call-import-result',
          },
          text,
        ),
      )
    say('Reading the file…')
    import('./importRollCall')
      .then(({ importRollCall }) =>
        importRollCall(chosen, (done, total) =>
          say(`Checked ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`),
        ),
      )
      .then((imported) => {
        say(imported.message, !imported.ok)
        return imported.ok ? reloadLists([imported.nonce]) : undefined
      })
      .catch(() => say('The file could not be read.', true))
      .finally(() => (importInput.value = ''))
  }
  importInput.addEventListener('change', importChosen)

  form.addEventListener('input', refresh)
  form.addEventListener('change', refresh)
  function makeLink(): void {
    refresh()
    if (submit.disabled || !shown?.ok) return
    const stored: StoredRequest = {
      request: shown.request,
      link: encodeRequestLink(shown.request, siteUrl('', location.origin)),
      made: new Date().toISOString(),
      state: 'open',
    }
    if (!rememberRequest(stored)) {
      resultRegion.replaceChildren(
        element(
          'p',
          { class: 'field__error', role: 'alert' },
          'This browser would not store the request, so it was not made. Allow this site to store data and try again.',
        ),
      )
      return
    }
    showResult(stored)
    renderList()
  }
  // Another tab's verify page marks a request answered; another tab makes or removes one.
  addEventListener('storage', (event) => {
    if (event.key === null || event.key === REQUESTS_KEY) renderList()
  })
  // Another tab's verify page lists an answer; another tab's request page pastes, imports or clears.
  onRollCallChangedElsewhere((nonce) => void reloadLists([nonce]))
  // A request's state changes with the clock too (open → closed).
  setInterval(renderList, 30_000)

  refresh()
  renderList()
  // A file chosen before this code arrived (the choice is what woke the page) is imported too.
  importChosen()
  root.setAttribute('data-ready', '1')
  return makeLink
}

const REQUEST_SHARE_TITLE = 'A proof request'

/** Each roll call's open panel, kept across renders of the list. */
const panels = new Map<string, RollCallPanel>()

/**
 * The button that opens a roll call's answers (their code fetched then), and the panel it keeps open.
 * `onListed`: the list as stored after the panel changed it.
 */
function rollCallButton(
  stored: StoredRequest,
  slot: HTMLElement,
  onListed: (nonce: string, list: readonly RollCallAnswer[]) => void,
): HTMLButtonElement {
  const nonce = stored.request.nonce
  const panelId = `roll-call-${nonce}`
  const button = element(
    'button',
    { type: 'button', class: 'btn btn--small', 'aria-expanded': 'false', 'aria-controls': panelId },
    'Answers',
  )
  const kept = panels.get(nonce)
  if (kept) {
    slot.append(kept.element)
    button.setAttribute('aria-expanded', 'true')
  }
  button.addEventListener('click', () => {
    const open = panels.get(nonce)
    if (open) {
      open.element.remove()
      panels.delete(nonce)
      button.setAttribute('aria-expanded', 'false')
      return
    }
    button.setAttribute('aria-busy', 'true')
    import('./rollCallPanel')
      .then(({ rollCallPanel }) => rollCallPanel(stored, panelId, (list) => onListed(nonce, list)))
      .then((panel) => {
        panels.set(nonce, panel)
        slot.append(panel.element)
        button.setAttribute('aria-expanded', 'true')
        panel.element.querySelector('textarea')?.focus()
      })
      .catch(() => document.documentElement.setAttribute('data-wake-failed', ''))
      .finally(() => button.removeAttribute('aria-busy'))
  })
  return button
}

function copyButton(value: string): HTMLButtonElement {
  const label = element('span', { 'aria-live': 'polite' }, 'Copy link')
  const button = element('button', { type: 'button', class: 'btn btn--small' }, label)
  let timer: ReturnType<typeof setTimeout> | undefined
  button.addEventListener('click', () => {
    const say = (text: string) => {
      label.textContent = text
      clearTimeout(timer)
      timer = setTimeout(() => (label.textContent = 'Copy link'), 2000)
    }
    // `navigator.clipboard` is missing outside secure contexts, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined
    if (!clipboard) {
      say('Copy failed')
      return
    }
    clipboard.writeText(value).then(
      () => say('Copied'),
      () => say('Copy failed'),
    )
  })
  return button
}
