/**
 * What "Clear everything this site keeps" did, in the words the privacy page shows. Loaded with the
 * clearing itself, only once the visitor confirms.
 */
import type { StorageArea } from '../../config/storedKeys'
import { clearSiteData, type ClearedEntry, type ClearReport } from '../../wallet/clearSiteData'

export type ClearSummary = {
  title: string
  /** One line per entry cleared, by its key, prefix or database name. */
  cleared: { name: string; text: string }[]
  /** What else the visitor should know: the wallet, blocked storage, anything left. */
  notes: string[]
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function describeEntry({ entry, count, pending }: ClearedEntry): string {
  if (entry.area === 'cacheStorage') {
    const what = count > 0 ? plural(count, 'file', 'files') : 'its service worker'
    return `${entry.label}: ${what}, removed; the site works online as before, and makes a fresh copy the next time it opens.`
  }
  if (entry.area === 'indexedDB') {
    const records = `${entry.label}: the ${entry.name} database, ${plural(count, 'record', 'records')}`
    return pending
      ? `${records}, emptied; the browser deletes it once the site’s pages that use it close.`
      : `${records}.`
  }
  if (entry.match === 'prefix') return `${entry.label}: ${plural(count, 'key', 'keys')} starting with ${entry.name}.`
  return `${entry.label} (${entry.name}).`
}

function listed(areas: readonly StorageArea[]): string {
  return areas.length < 2 ? areas.join('') : `${areas.slice(0, -1).join(', ')} and ${areas.at(-1) ?? ''}`
}

export function describeReport(report: ClearReport): ClearSummary {
  const { cleared, blocked, remaining, disconnected, walletsAnswered } = report
  const notes: string[] = []
  if (disconnected > 0)
    notes.push(
      `${disconnected === 1 ? 'Your wallet is' : 'Your wallets are'} disconnected in every open tab of this site.`,
    )
  if (!walletsAnswered)
    notes.push(
      'A wallet did not confirm the disconnect and may still list this site as connected: disconnect it there too.',
    )
  if (blocked.length > 0)
    notes.push(
      `This browser blocks this site’s ${listed(blocked)} (as some private windows, or cookies turned off, do): nothing could be kept there.`,
    )
  if (remaining.length > 0)
    notes.push(
      `Still kept: ${remaining.map((entry) => entry.name).join(', ')}. Another open tab of this site wrote it again: close the site’s other tabs, then clear again.`,
    )
  const blockedAll = blocked.includes('localStorage') && blocked.includes('sessionStorage')
  const title =
    cleared.length > 0 || disconnected > 0
      ? 'Cleared.'
      : blockedAll
        ? 'Nothing to clear: this browser lets this site keep nothing.'
        : 'Nothing to clear: this browser held nothing from this site.'
  return { title, cleared: cleared.map((item) => ({ name: item.entry.name, text: describeEntry(item) })), notes }
}

export async function clearAndDescribe(): Promise<ClearSummary> {
  const report = await clearSiteData()
  showSystemTheme()
  return describeReport(report)
}

/**
 * The footer's theme choice back to System in this tab, the kept choice being gone: its own change
 * event applies it (../ThemeScript.astro). Other tabs follow through their storage event.
 */
function showSystemTheme(): void {
  const choice = document.getElementById('theme-choice')
  if (!(choice instanceof HTMLSelectElement) || choice.value === 'system') return
  choice.value = 'system'
  choice.dispatchEvent(new Event('change', { bubbles: true }))
}
