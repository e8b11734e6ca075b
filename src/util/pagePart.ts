/**
 * A page's server-rendered element at `selector`, of the type the page's code needs. A missing one is
 * a build that broke the page's markup: said plainly, naming what is missing, rather than a null
 * failing later somewhere else.
 */
export function pagePart<T extends Element>(root: Element, selector: string, type: new () => T): T {
  const found = root.querySelector(selector)
  if (!(found instanceof type)) throw new Error(`${location.pathname}: ${selector} is missing`)
  return found
}
