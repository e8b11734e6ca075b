/** What a visitor's browser keeps, as a Markdown table for docs/going-live.md: one row per entry of the inventory. */
import type { StoredKey } from '../../src/config/storedKeys.ts'

/** A table cell: its text on one line, with no `|` to end the cell early. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|')

function key(entry: StoredKey): string {
  const what = entry.area === 'cacheStorage' ? 'cache' : 'key'
  return entry.match === 'prefix' ? `\`${entry.name}…\` (every ${what} it starts)` : `\`${entry.name}\``
}

export function storedKeysTable(entries: readonly StoredKey[]): string {
  const rows = entries.map(
    (entry) => `| ${entry.area} | ${key(entry)} | ${entry.owner} | ${cell(entry.holds)} | ${cell(entry.written)} |`,
  )
  return ['| Where | Key | Written by | What it holds | When |', '| --- | --- | --- | --- | --- |', ...rows].join('\n')
}
