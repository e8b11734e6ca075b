/**
 * A remark plugin for `npm run test:links`: a relative link in the README or docs/ that leads out of
 * the repository (`../shared/…`) fails, even when the target happens to exist on this machine: a
 * reader of a clone, or of the hosted repository, has nothing there. remark-validate-links checks that
 * targets exist; this checks that they are the repository's own.
 */
import { isAbsolute, relative, resolve, dirname, sep } from 'node:path'

/** The parts of an mdast node this plugin reads: links, images and link definitions carry a url. */
type MarkdownNode = {
  type: string
  url?: string
  position?: { start: { line: number; column: number }; end: { line: number; column: number } }
  children?: MarkdownNode[]
}

/** The parts of a vfile this plugin uses. */
type MarkdownFile = {
  cwd: string
  path: string
  message(reason: string, options: { place?: MarkdownNode['position']; ruleId: string; source: string }): unknown
}

/** `https:`, `mailto:` and the like, or a protocol-relative `//host`: not a path in the repository. */
const OTHER_PLACE = /^([a-z][a-z\d+.-]*:|\/\/)/i

/** The repository path a relative link names, or undefined for an anchor in the same page or another site. */
export function linkedPath(url: string): string | undefined {
  if (url === '' || url.startsWith('#') || OTHER_PLACE.test(url)) return undefined
  const path = url.split(/[?#]/, 1)[0] ?? ''
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Whether `path`, linked from the file at `from`, stays within `root` (a leading `/` is the root itself). */
export function staysInside(root: string, from: string, path: string): boolean {
  const target = path.startsWith('/') ? resolve(root, `.${path}`) : resolve(dirname(from), path)
  const fromRoot = relative(root, target)
  return fromRoot === '' || (!isAbsolute(fromRoot) && fromRoot !== '..' && !fromRoot.startsWith(`..${sep}`))
}

function* linksIn(node: MarkdownNode): Generator<MarkdownNode> {
  if (node.url !== undefined) yield node
  for (const child of node.children ?? []) yield* linksIn(child)
}

export default function linksStayInside() {
  return (tree: MarkdownNode, file: MarkdownFile): void => {
    const root = resolve(file.cwd)
    const from = resolve(root, file.path)
    for (const node of linksIn(tree)) {
      const path = linkedPath(node.url ?? '')
      if (path === undefined || staysInside(root, from, path)) continue
      file.message(`Link to \`${node.url ?? ''}\` leads out of the repository`, {
        place: node.position,
        ruleId: 'inside-repository',
        source: 'sigil',
      })
    }
  }
}
