/**
 * Test-only: the few parts of `document` that Sigil's plain-DOM views use to build elements
 * (`createElement`, `createTextNode`, `setAttribute`, `append`, `textContent`), so what a view
 * makes can be read in Node without a browser. Install it with `vi.stubGlobal('document', fakeDocument())`.
 */
export type FakeNode = FakeText | FakeElement

export class FakeText {
  readonly nodeType = 3
  constructor(readonly data: string) {}
  get textContent(): string {
    return this.data
  }
}

export class FakeElement {
  readonly nodeType = 1
  readonly childNodes: FakeNode[] = []
  private readonly attributes = new Map<string, string>()
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value)
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null
  }
  append(...nodes: Array<FakeNode | string>): void {
    for (const node of nodes) this.childNodes.push(typeof node === 'string' ? new FakeText(node) : node)
  }
  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('')
  }
}

/** The stand-in for `document`: elements and text nodes whose text can be read back. */
export type FakeDocument = { createElement(tag: string): FakeElement; createTextNode(text: string): FakeText }

export function fakeDocument(): FakeDocument {
  return {
    createElement: (tag) => new FakeElement(tag.toUpperCase()),
    createTextNode: (text) => new FakeText(text),
  }
}
