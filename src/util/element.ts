/** Attribute values; `undefined` leaves the attribute out. */
export type ElementAttributes = Record<string, string | undefined>

/**
 * Builds an element for Sigil's plain-DOM views (the wallet list, the verify page), which render
 * before or without React. Text goes in as text nodes, never as HTML.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: ElementAttributes,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) made.setAttribute(name, value)
  made.append(...children)
  return made
}
