/** The page's server-rendered element at `selector`, of the type the page's code needs; a missing one is a build error made visible. */
export function domPart<T extends Element>(root: Element, selector: string, type: { new (): T }): T {
  const found = root.querySelector(selector)
  if (!(found instanceof type)) throw new Error(`request page: ${selector} is missing`)
  return found
}
