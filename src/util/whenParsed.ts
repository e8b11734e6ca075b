/**
 * The first element matching `selector`, as soon as the HTML parser has inserted it: at once
 * when it is already there, or null when the document finishes parsing without one. For a
 * script that runs from the page's head and must not wait for the whole document.
 */
export function whenParsed<T extends Element = HTMLElement>(selector: string): Promise<T | null> {
  const find = () => document.querySelector<T>(selector)
  const found = find()
  if (found || document.readyState !== 'loading') return Promise.resolve(found)
  return new Promise((resolve) => {
    const settle = (element: T | null) => {
      observer.disconnect()
      document.removeEventListener('DOMContentLoaded', atEnd)
      resolve(element)
    }
    const atEnd = () => settle(find())
    const observer = new MutationObserver(() => {
      const element = find()
      if (element) settle(element)
    })
    observer.observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', atEnd)
  })
}
