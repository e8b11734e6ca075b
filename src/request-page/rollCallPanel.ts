/**
 * /request/: a roll call's answers. The verifier pastes (or drops, or chooses as a file) any text
 * holding proof links; every link is judged against the request through the verify path, in
 * slices so the page stays responsive, and listed. The list can be sorted and filtered, exported
 * as CSV and JSON, and cleared after a question. Fetched when the verifier opens a roll call.
 */
import { findProofLinks, MAX_PASTED_TEXT_LENGTH } from 'sigil-verify/rollCall/findProofLinks'
import { nextTask } from '../util/nextTask'
import { judgeInWorker } from './judgeInWorker'
import { markDuplicates } from 'sigil-verify/rollCall/markDuplicates'
import { rollCallCsv } from 'sigil-verify/rollCall/rollCallCsv'
import { writeRollCallFile } from 'sigil-verify/rollCall/rollCallFile'
import { addToRollCall, clearRollCall, readRollCall } from '../stores/rollCalls'
import { requestRecord, type StoredRequest } from '../stores/requests'
import { element } from '../util/element'
import { siteUrl } from '../util/sitePath'
import type { ListedAnswer, RollCallAnswer } from 'sigil-verify/rollCall/types'
import { markedSummary } from './rollCallSummary'
import { checkedCounts, checkedSummary } from './rollCallChecked'
import { revealResult } from '../util/revealResult'
import { rollCallRows } from './rollCallRows'
import { prefetchNameLookup } from '../stores/names'
import { whenIdle } from '../util/whenIdle'

/** Reading a file bigger than this would only end in the paste's own "too long". */
const MAX_FILE_BYTES = MAX_PASTED_TEXT_LENGTH * 4

export type RollCallPanel = {
  element: HTMLElement
  /** Shows the list as another tab left it (unless a check of this panel's is under way; it reads the list when done). */
  showList: (list: readonly RollCallAnswer[]) => void
}

/** `onListed`: the list as stored after this panel changed it. */
export async function rollCallPanel(
  stored: StoredRequest,
  id: string,
  onListed: (list: readonly RollCallAnswer[]) => void,
): Promise<RollCallPanel> {
  const nonce = stored.request.nonce
  const pasteId = `${id}-paste`
  const paste = element('textarea', {
    id: pasteId,
    class: 'mono',
    rows: '4',
    spellcheck: 'false',
    'aria-describedby': `${pasteId}-hint`,
    'data-testid': 'roll-call-paste',
  })
  const file = element('input', {
    id: `${id}-file`,
    type: 'file',
    accept: '.txt,.csv,.json,.eml,.html,text/*,application/json',
    'data-testid': 'roll-call-file',
  })
  const check = element('button', { type: 'button', class: 'btn btn--primary' }, 'Check the answers')
  const progress = element('progress', { max: '1', value: '0', hidden: '', 'aria-hidden': 'true' })
  const status = element('p', { class: 'small', role: 'status', 'data-testid': 'roll-call-progress' })
  const problem = element('p', { class: 'field__error', role: 'alert', 'data-testid': 'roll-call-problem' })
  // What the last check did, above the list: focused when it is done, which says it once.
  const checked = element('p', { class: 'roll-call__checked', 'data-testid': 'roll-call-checked', hidden: '' })
  const rows = rollCallRows(`${id}-view`)
  // Not a form: submitting one has the browser read every field's value (autofill), megabytes here.
  const form = element(
    'div',
    { class: 'roll-call__paste' },
    element(
      'label',
      { class: 'field', for: pasteId },
      element('span', {}, 'Paste the answers'),
      paste,
      element(
        'span',
        { id: `${pasteId}-hint`, class: 'muted small' },
        `Any text holding proof links: a chat export, a spreadsheet column, an email. Drop a file here or choose one below. Up to ${MAX_PASTED_TEXT_LENGTH.toLocaleString('en')} characters at once.`,
      ),
    ),
    element('label', { class: 'field', for: `${id}-file` }, element('span', {}, 'Or choose a file'), file),
    element('div', { class: 'row' }, check),
    progress,
    status,
    problem,
    checked,
  )

  const csv = element('button', { type: 'button', class: 'btn btn--small' }, 'Export CSV')
  const json = element('button', { type: 'button', class: 'btn btn--small' }, 'Export JSON')
  const clear = element('button', { type: 'button', class: 'btn btn--small btn--quiet' }, 'Clear the list')
  const panel = element(
    'section',
    { id, class: 'roll-call', 'aria-label': 'Answers to this roll call', 'data-testid': 'roll-call' },
    form,
    rows.element,
    element(
      'div',
      { class: 'roll-call__export' },
      element('div', { class: 'row' }, csv, json, clear),
      element(
        'p',
        { class: 'muted small' },
        'The JSON file keeps every proof link, so anyone can check the list again. It carries this request’s nonce: whoever holds the file can check answers to this request.',
      ),
    ),
  )

  /** The list as stored, held here so a redraw (a filter, a sort) does not read the storage again. */
  let current: readonly RollCallAnswer[] = await readRollCall(nonce)
  /** Draws the list as stored, and gives it with its duplicates marked. */
  function render(): ListedAnswer[] {
    const listed = markDuplicates(current)
    rows.show(listed)
    const summary = panel.closest('li')?.querySelector('[data-testid="roll-call-summary"]')
    if (summary) summary.textContent = markedSummary(listed)
    csv.disabled = json.disabled = clear.disabled = listed.length === 0
    return listed
  }

  let running = false
  /** `fromField`: the text is the paste field's, which is emptied while it is checked. */
  async function checkText(text: string, fromField: boolean): Promise<void> {
    if (running) return
    problem.textContent = ''
    checked.hidden = true
    const found = findProofLinks(text)
    if (!found.ok) {
      problem.textContent = found.message
      return
    }
    if (found.payloads.length === 0) {
      problem.textContent = 'No proof link was found in this text. A proof link holds “#proof=”.'
      return
    }
    running = true
    status.setAttribute('data-state', 'checking')
    check.disabled = true
    progress.hidden = false
    const total = found.payloads.length
    const say = (done: number) => {
      progress.max = total
      progress.value = done
      status.textContent = `Checked ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`
    }
    say(0)
    try {
      if (fromField) {
        // A field holding megabytes of text costs every frame its layout and paint: it is emptied
        // while its answers are checked, in a task of its own.
        await nextTask()
        paste.value = ''
      }
      const now = Date.now()
      const judged = await judgeInWorker(
        {
          payloads: found.payloads,
          record: requestRecord(stored),
          host: location.host,
          siteRoot: siteUrl('', location.origin),
          times: found.payloads.map(() => now),
        },
        say,
      )
      const before = new Set(current.map((answer) => answer.link))
      const list = await addToRollCall(nonce, judged)
      if (list === undefined) {
        if (fromField) paste.value = text
        problem.textContent =
          'This browser would not store the list (its storage is full or blocked). Export what is listed, and clear older lists.'
        return
      }
      await nextTask()
      current = list
      onListed(list)
      const listed = render()
      // This check's answers as the list marks them (another tab may have added others meanwhile).
      const judgedLinks = new Set(judged.map((answer) => answer.link))
      const added = listed.filter((answer) => judgedLinks.has(answer.link) && !before.has(answer.link))
      const different = found.links.length
      checked.replaceChildren(
        element(
          'strong',
          {},
          checkedSummary(checkedCounts({ found: different + found.repeated, different, judged: total }, added)),
        ),
      )
      checked.hidden = false
      // Said once the list shows it, by the focus; in view from the count above it, the list below.
      revealResult(status, checked)
    } catch {
      if (fromField) paste.value = text
      problem.textContent = 'The answers could not be checked in this browser. Try again, or in another browser.'
    } finally {
      status.setAttribute('data-state', 'done')
      running = false
      check.disabled = false
      progress.hidden = true
    }
  }

  async function checkFile(chosen: File | undefined): Promise<void> {
    if (!chosen) return
    if (chosen.size > MAX_FILE_BYTES) {
      problem.textContent = `This file is too large to read (${Math.round(chosen.size / 1e6)} MB). Split it in parts.`
      return
    }
    await checkText(await chosen.text(), false)
  }

  check.addEventListener('click', () => void checkText(paste.value, true))
  file.addEventListener('change', () => {
    void checkFile(file.files?.[0]).finally(() => (file.value = ''))
  })
  paste.addEventListener('dragover', (event) => event.preventDefault())
  paste.addEventListener('drop', (event) => {
    const dropped = event.dataTransfer?.files[0]
    if (!dropped) return
    event.preventDefault()
    void checkFile(dropped)
  })
  csv.addEventListener('click', () =>
    download(`roll-call-${nonce}.csv`, 'text/csv', rollCallCsv(markDuplicates(current))),
  )
  json.addEventListener('click', () =>
    download(
      `roll-call-${nonce}.json`,
      'application/json',
      writeRollCallFile(stored.request, stored.made, markDuplicates(current)),
    ),
  )
  clear.addEventListener('click', () => {
    const count = current.length
    if (!confirm(`Clear the ${count} listed answers? Export the list first to keep it.`)) return
    void clearRollCall(nonce)
    current = []
    onListed(current)
    render()
    paste.focus()
  })

  render()
  // The names' code (an EVM address's name is looked up as its row shows) is fetched and run while the
  // page is idle, not as a thousand answers are drawn.
  if (stored.request.want !== 'solana') whenIdle(prefetchNameLookup)
  return {
    element: panel,
    showList(list) {
      if (running) return
      current = list
      render()
    },
  }
}

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = element('a', { href: url, download: name, hidden: '' })
  document.body.append(link)
  link.click()
  link.remove()
  // The browser reads the file from the URL after the click returns, on its own time: revoked at once,
  // a busy browser can find it gone and save nothing. A minute is ample, and frees it all the same.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
