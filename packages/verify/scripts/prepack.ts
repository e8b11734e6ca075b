/**
 * `npm pack` and `npm publish` run this first: the acceptance specification (the repository's
 * docs/verifier.md, every rule the verifier keeps with the test that holds it) copied into the package
 * as docs/verifier.md, so a reader of the installed package can follow the README to it. Its links to
 * other files of the repository (the formats, the threat model, each rule's module and test) are made
 * links to the repository named in package.json, as the package holds none of those files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { posix } from 'node:path'

const SOURCE = new URL('../../../docs/verifier.md', import.meta.url)
const TARGET = new URL('../docs/verifier.md', import.meta.url)
/** Where the specification sits in the repository, for resolving its relative links. */
const SOURCE_DIRECTORY = 'docs'

type PackageJson = { version: string; repository: { url: string } }
const { version, repository } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as PackageJson

/** `git+https://host/owner/name.git` as a page address: `https://host/owner/name`. */
const repositoryPage = repository.url.replace(/^git\+/, '').replace(/\.git$/, '')

/** A repository path as a link to the file on the repository's default branch; anchors and other sites as they are. */
function repositoryLink(target: string): string {
  if (target.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(target)) return target
  const [path = '', anchor] = target.split('#', 2)
  const fromRoot = posix.normalize(posix.join(SOURCE_DIRECTORY, path))
  return `${repositoryPage}/blob/HEAD/${fromRoot}${anchor === undefined ? '' : `#${anchor}`}`
}

/** Every inline link's and link definition's target made a repository link, outside code blocks. */
function withRepositoryLinks(markdown: string): string {
  return markdown
    .split(/(^```[\s\S]*?^```)/m)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : piece
            .replace(/\]\(([^)\s]+)\)/g, (_, target: string) => `](${repositoryLink(target)})`)
            .replace(
              /^(\[[^\]]+\]:\s+)(\S+)/gm,
              (_, label: string, target: string) => `${label}${repositoryLink(target)}`,
            ),
    )
    .join('')
}

let specification: string
try {
  specification = readFileSync(SOURCE, 'utf8')
} catch {
  throw new Error(
    'The package is packed from a checkout of the Sigil repository: docs/verifier.md was not found beside it.',
  )
}
const [title = '', ...rest] = specification.split('\n')
const note =
  `> The acceptance specification of sigil-verify ${version}, as the Sigil repository's docs/verifier.md ` +
  'states it; its links lead to the repository.'
mkdirSync(new URL('.', TARGET), { recursive: true })
writeFileSync(TARGET, withRepositoryLinks([title, '', note, ...rest].join('\n')))
