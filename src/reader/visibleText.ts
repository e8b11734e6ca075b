/**
 * Signed text shown exactly, with what the eye cannot see made visible: control characters,
 * zero-width and bidirectional marks, unusual spaces, and spaces at the end of a line. A reader
 * judging "0x… signed this text" must see every character the signature covers; only a run of
 * combining marks longer than any writing uses is cut short, and the cut is marked and counted.
 */
import { codePointName, hasHiddenCharacter } from 'sigil-verify/display/hiddenCharacters'
import { boundMarkRuns, joinsPrevious, leftOutMarker, MAX_MARKS_IN_A_ROW } from 'sigil-verify/display/markRuns'
import { element } from '../util/element'

function mark(shown: string, label: string): HTMLElement {
  return element('span', { class: 'hidden-char', title: label, 'data-hidden-char': label }, shown)
}

/** How one hidden character is shown, and named: control pictures for C0 controls, else its code point. */
function shownAs(char: string): [shown: string, label: string] {
  const code = char.codePointAt(0) ?? 0
  if (char === '\t') return ['⇥', 'tab (U+0009)']
  if (char === '\r') return ['␍', 'carriage return (U+000D)']
  if (code < 0x20) return [String.fromCodePoint(0x2400 + code), `control character ${codePointName(char)}`]
  if (code === 0x7f) return ['␡', 'delete (U+007F)']
  return [`⟨${codePointName(char)}⟩`, `invisible or unusual character ${codePointName(char)}`]
}

/** Names listed in one mark's label before the rest are counted. */
const LABELS_LISTED = 8

/** Hidden characters in one mark: a run of thousands is several marks, so no mark outgrows a part. */
const RUN_LENGTH = 64

/**
 * Shown characters in one part, about a screen of the scroll box on a desktop. Parts off screen
 * are not laid out (`content-visibility: auto`), so a 16 KB text paints as fast as a short one.
 */
const PART_LENGTH = 1024

/**
 * One mark for a run of hidden characters: a text of thousands of them lays out as a few
 * elements, not one each (which held the page for most of a second).
 */
function markRun(shown: ReadonlyArray<readonly [shown: string, label: string]>): HTMLElement {
  const labels = shown.map(([, label]) => label)
  const label =
    labels.length === 1
      ? (labels[0] ?? '')
      : `${labels.length} hidden characters: ${labels.slice(0, LABELS_LISTED).join(', ')}${labels.length > LABELS_LISTED ? `, and ${labels.length - LABELS_LISTED} more` : ''}`
  return mark(shown.map(([text]) => text).join(''), label)
}

/**
 * The text as parts for a `<pre>`: ordinary characters as text; each line break shown (↵) and
 * kept; hidden characters and trailing spaces marked; a run of combining marks cut after
 * `MAX_MARKS_IN_A_ROW`, the marks left out counted in a mark in their place (`combiningMarks.ts`).
 * The parts' text content differs from `text` only by those marks. A part ends after a line break
 * once it is half full, else at its length before any character but a combining mark: on screen
 * that is where a long line would wrap, and every line break is marked.
 */
export function visibleText(text: string): HTMLElement[] {
  const parts: HTMLElement[] = []
  let nodes: Node[] = []
  let size = 0
  let plain = ''
  let hidden: Array<[shown: string, label: string]> = []
  const flush = () => {
    if (hidden.length > 0) nodes.push(markRun(hidden))
    hidden = []
    if (plain) nodes.push(document.createTextNode(plain))
    plain = ''
  }
  const endPart = () => {
    flush()
    if (nodes.length > 0) parts.push(element('span', { class: 'signed-text__part' }, ...nodes))
    nodes = []
    size = 0
  }
  const grew = (shown: number) => (size += shown)
  const full = () => size >= PART_LENGTH
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    const trailing = trailingSpaces(line)
    const body = line.slice(0, line.length - trailing)
    for (const piece of boundMarkRuns(body)) {
      if (typeof piece !== 'string') {
        // In the part of the letter whose marks it counts.
        flush()
        const shown = leftOutMarker(piece.leftOut)
        nodes.push(mark(shown, `${shown.slice(1, -1)}: at most ${MAX_MARKS_IN_A_ROW} in a row are shown`))
        grew(shown.length)
        continue
      }
      for (const char of piece) {
        // Whole code points (a surrogate pair is one character); a lone surrogate is marked.
        if (hasHiddenCharacter(char)) {
          if (full()) endPart()
          if (plain) flush()
          const shown = shownAs(char)
          hidden.push(shown)
          if (hidden.length === RUN_LENGTH) flush()
          grew(shown[0].length)
        } else {
          // A combining mark (or any character that joins the one before it) stays in the part of its letter.
          if (full() && !joinsPrevious(char)) endPart()
          if (hidden.length > 0) flush()
          plain += char
          grew(char.length)
        }
      }
    }
    for (let left = trailing; left > 0;) {
      if (full()) endPart()
      flush()
      const count = Math.min(left, PART_LENGTH)
      const spaces = `${trailing} space${trailing > 1 ? 's' : ''} at the end of the line`
      nodes.push(mark('·'.repeat(count), count === trailing ? spaces : `${count} of the ${spaces}`))
      left -= count
      grew(count)
    }
    if (index < lines.length - 1) {
      flush()
      nodes.push(mark('↵', 'line break'))
      plain += '\n'
      grew(2)
      if (size >= PART_LENGTH / 2) endPart()
    }
  })
  endPart()
  return parts
}

/**
 * How many spaces end `line`, counted from its end: the pattern `/ +$/` would try every run of
 * spaces to the end of the line, quadratic in a line of spaces followed by anything else.
 */
export function trailingSpaces(line: string): number {
  let start = line.length
  while (start > 0 && line.charCodeAt(start - 1) === 0x20) start--
  return line.length - start
}
