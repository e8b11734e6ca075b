/** The verify page's server-rendered element at `selector`, of the type its code needs; a missing one is said plainly. */
export function pagePart<T extends Element>(root: Element, selector: string, type: { new (): T }): T {
  const found = root.querySelector(selector)
  if (!(found instanceof type)) throw new Error(`verify page: ${selector} is missing`)
  return found
}
