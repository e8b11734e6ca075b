/**
 * /request/: the verifier says what they want proven; this makes a request with a fresh one-time
 * code only this browser keeps, gives its link (./requestResult.ts) and keeps it in this browser's
 * list of requests (./requestItem.ts), each with its state and removable, a roll call with its
 * answers (./rollCallButton.ts). Plain DOM like the verify page: the form is server-rendered markup
 * that this module and ./requestForm.ts take over.
 */
import { encodeRequestLink, isRollCall } from 'sigil-verify/requestLink'
import type { RollCallAnswer } from 'sigil-verify/rollCall/types'
import {
  forgetRequest,
  readRequests,
  rememberRequest,
  REQUESTS_KEY,
  requestStorage,
  type StoredRequest,
} from '../stores/requests'
import { clearRollCall, onRollCallChangedElsewhere, readRollCalls } from '../stores/rollCalls'
import { element } from '../util/element'
import { siteUrl } from '../util/sitePath'
import { pagePart } from '../util/pagePart'
import { requestForm } from './requestForm'
import { redrawKeepingFocus } from './redrawKeepingFocus'
import { requestItem } from './requestItem'
import { showRequestResult } from './requestResult'
import { panels, rollCallButton } from './rollCallButton'

/**
 * Takes over the page's server-rendered form, result region and list. Returns what a press of
 * "Make the request link" does: the loader (./requestPageLoader.ts) holds the form's submit, so a
 * press made before this code arrived is not lost.
 */
export function mountRequestPage(root: HTMLElement): () => void {
  const form = pagePart(root, 'form[data-request-form]', HTMLFormElement)
  const storageNote = pagePart(root, '[data-request-storage-note]', HTMLElement)
  const resultRegion = pagePart(root, '[data-request-result]', HTMLElement)
  const list = pagePart(root, '[data-request-items]', HTMLUListElement)
  const listTitle = pagePart(root, '#request-list-title', HTMLElement)

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

  const fields = requestForm(form, storable)

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

  /**
   * What the list last showed: a render that would show the same again leaves the page alone; one that
   * draws anew keeps the keyboard's place (./redrawKeepingFocus.ts).
   */
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
    redrawKeepingFocus(list, () => {
      list.replaceChildren(
        ...requests.map((stored) => {
          const rollCall = isRollCall(stored.request)
          const answers = lists.get(stored.request.nonce)
          const panelSlot = element('div', { 'data-roll-call-slot': '' })
          return requestItem(stored, {
            now,
            answers,
            answersButton: rollCall ? rollCallButton(stored, panelSlot, listed) : undefined,
            panelSlot,
            onRemove: () => {
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
            },
          })
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
    })
  }

  const importInput = pagePart(root, 'input[data-roll-call-import]', HTMLInputElement)
  const importResult = pagePart(root, '[data-roll-call-import-result]', HTMLElement)
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

  function makeLink(): void {
    const draft = fields.refresh()
    if (fields.submit.disabled || !draft.ok) return
    const stored: StoredRequest = {
      request: draft.request,
      link: encodeRequestLink(draft.request, siteUrl('', location.origin)),
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
    showRequestResult(resultRegion, stored)
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

  fields.refresh()
  renderList()
  // A file chosen before this code arrived (the choice is what woke the page) is imported too.
  importChosen()
  root.setAttribute('data-ready', '1')
  return makeLink
}
