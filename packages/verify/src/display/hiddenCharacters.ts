/**
 * The characters that render as nothing, or as something they are not: a line break, a space, a
 * reordering of what follows, a redrawn screen. Text from a proof is never shown with one of them
 * raw; the display step (`displayText.ts`) writes each as a visible escape or mark.
 *
 * - Unicode general categories Cc (C0 and C1 controls, DEL), Cf (format: bidi embeddings,
 *   overrides and isolates, zero-width characters, soft hyphen, tags), Zl and Zp (line and
 *   paragraph separators) and Cs (a lone surrogate);
 * - every default-ignorable code point (combining grapheme joiner, Hangul fillers, variation
 *   selectors, Khmer inherent vowels, Mongolian selectors, reserved ignorables);
 * - spaces other than the ordinary space (no-break, en, em, thin, ideographic, …), the Braille blank,
 *   and U+FFF0–U+FFFB (unassigned specials and the interlinear annotation controls).
 */
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Variation_Selector}\u00a0\u1680\u2000-\u200a\u202f\u205f\u2800\u3000\ufff0-\ufffb]/u

/** Whether `text` (one character, or any text) holds a hidden character; a line feed counts. */
export function hasHiddenCharacter(text: string): boolean {
  return HIDDEN.test(text)
}

/** `U+202E`: how a hidden character is named on the page. */
export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}
