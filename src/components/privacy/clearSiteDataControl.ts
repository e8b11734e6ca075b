/**
 * The privacy page's "Clear everything this site keeps": plain DOM over the page's own markup. The
 * button asks first, in place (what is lost, with Yes and Cancel); only a confirmed clear fetches
 * the code that clears (./describeClear.ts), so the page's first JavaScript stays this one file.
 */
import type { ClearSummary } from './describeClear'

/**
 * Whether the browser refuses this site both its storages (private modes, cookies off). Checked here
 * rather than imported, to keep this file free of imports (an import would be one more file before the
 * page works); ../../stores/browserStorage.ts asks the same for the clear itself.
 */
function storageBlocked(): boolean {
  const usable = (area: 'localStorage' | 'sessionStorage') => {
    try {
      const storage = window[area]
      if (!(storage instanceof Storage)) return false
      storage.setItem('__sigil_probe__', '1')
      storage.removeItem('__sigil_probe__')
      return true
    } catch {
      return false
    }
  }
  return !usable('localStorage') && !usable('sessionStorage')
}

function make<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  made.textContent = text
  return made
}

/** As ../../util/pagePart.ts, written here for the same reason as storageBlocked. */
function part<T extends HTMLElement>(root: Element, selector: string, type: new () => T): T {
  const found = root.querySelector(selector)
  if (!(found instanceof type)) throw new Error(`privacy page: ${selector} is missing`)
  return found
}

function showSummary(region: HTMLElement, summary: ClearSummary): void {
  const parts: HTMLElement[] = [make('p', summary.title)]
  parts[0]?.classList.add('clear-result__title')
  if (summary.cleared.length > 0) {
    const list = document.createElement('ul')
    for (const item of summary.cleared) {
      const line = make('li', item.text)
      line.dataset['key'] = item.name
      list.append(line)
    }
    parts.push(list)
  }
  for (const note of summary.notes) parts.push(make('p', note))
  region.replaceChildren(...parts)
}

function mount(root: HTMLElement): void {
  const start = part(root, '[data-clear-start]', HTMLButtonElement)
  const confirm = part(root, '[data-clear-confirm]', HTMLElement)
  const yes = part(root, '[data-clear-yes]', HTMLButtonElement)
  const cancel = part(root, '[data-clear-cancel]', HTMLButtonElement)
  const result = part(root, '[data-clear-result]', HTMLElement)
  part(root, '[data-clear-blocked]', HTMLElement).hidden = !storageBlocked()

  const ask = (open: boolean) => {
    confirm.hidden = !open
    start.setAttribute('aria-expanded', String(open))
  }
  start.addEventListener('click', () => {
    ask(true)
    result.replaceChildren()
    // The safe choice first: Enter or Space right away keeps everything.
    cancel.focus()
  })
  cancel.addEventListener('click', () => {
    ask(false)
    result.replaceChildren(make('p', 'Nothing was cleared.'))
    start.focus()
  })
  confirm.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') cancel.click()
  })
  yes.addEventListener('click', () => {
    for (const button of [start, yes, cancel]) button.disabled = true
    result.replaceChildren(make('p', 'Clearing…'))
    const done = (show: () => void) => {
      show()
      for (const button of [start, yes, cancel]) button.disabled = false
      result.focus()
    }
    import('./describeClear').then(
      ({ clearAndDescribe }) =>
        clearAndDescribe().then(
          (summary) =>
            done(() => {
              ask(false)
              showSummary(result, summary)
              root.dataset['cleared'] = ''
            }),
          () =>
            done(() =>
              result.replaceChildren(make('p', 'Clearing stopped on an error. Reload the page and try again.')),
            ),
        ),
      () =>
        done(() => {
          result.replaceChildren(make('p', 'Nothing was cleared: the code that clears could not load.'))
          // The layout's notice explains and offers a reload.
          document.documentElement.setAttribute('data-wake-failed', '')
        }),
    )
  })
  start.disabled = false
  root.dataset['ready'] = ''
}

// A module script runs once the document is parsed, so the markup is there.
const root = document.querySelector<HTMLElement>('[data-testid="clear-site-data"]')
if (root) mount(root)
