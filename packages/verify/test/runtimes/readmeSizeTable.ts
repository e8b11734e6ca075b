/**
 * The README's size table ("What is loaded | gzip") against what was measured: each row's figures
 * within TOLERANCE_KB, so the table cannot drift from the package again. On a difference, the rows as
 * measured are given to paste in.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Sizes } from './browserBundle.ts'

const README = fileURLToPath(new URL('../../README.md', import.meta.url))
const HEADER = '| What is loaded | gzip |'
const TOLERANCE_KB = 0.3

const kb = (bytes: number) => bytes / 1000

/** The table's rows, each label with the figures measured for it (KB). */
export function measuredRows(sizes: Sizes): { label: string; figures: number[] }[] {
  return [
    { label: '`verify`, before any signature is checked', figures: [kb(sizes.upFront)] },
    {
      label: 'a Sign-In with Ethereum check (that, and the secp256k1 recovery, loaded on first use)',
      figures: [kb(sizes.signInWithEthereum)],
    },
    { label: 'a Sign-In with Solana check (that, and the Ed25519 check)', figures: [kb(sizes.signInWithSolana)] },
    {
      label: "a contract wallet's check adds the ERC-6492 validator and viem's RPC client",
      figures: [kb(sizes.contractWallet)],
    },
    { label: 'everything the package exports, all in one file', figures: [kb(sizes.everythingInOneFile)] },
  ]
}

export function formatRows(sizes: Sizes): string {
  return measuredRows(sizes)
    .map(({ label, figures }) => `| ${label} | ${figures.map((figure) => `${figure.toFixed(1)} KB`).join(' + ')} |`)
    .join('\n')
}

/** The README table's rows: label and figures. */
function readmeRows(readme: string): Map<string, number[]> {
  const lines = readme.split('\n')
  const start = lines.indexOf(HEADER)
  if (start === -1) return new Map()
  const rows = new Map<string, number[]>()
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    const [label = '', value = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    rows.set(
      label,
      [...value.matchAll(/(\d+(?:\.\d+)?) KB/g)].map((match) => Number(match[1])),
    )
  }
  return rows
}

/** Each way the README's table differs from the measurement; none when it holds. */
export function readmeTableProblems(sizes: Sizes, readme = readFileSync(README, 'utf8')): string[] {
  const written = readmeRows(readme)
  const problems = measuredRows(sizes).flatMap(({ label, figures }) => {
    const figuresWritten = written.get(label)
    if (figuresWritten === undefined) return [`the README's size table has no row “${label}”`]
    const close =
      figuresWritten.length === figures.length &&
      figures.every((figure, index) => Math.abs(figure - (figuresWritten[index] ?? Number.NaN)) <= TOLERANCE_KB)
    return close
      ? []
      : [
          `“${label}”: the README says ${figuresWritten.join(' + ')} KB, measured ${figures.map((f) => f.toFixed(1)).join(' + ')} KB`,
        ]
  })
  if (written.size !== measuredRows(sizes).length) {
    problems.push(`the README's size table has ${written.size} rows, the measurement ${measuredRows(sizes).length}`)
  }
  return problems.length === 0 ? [] : [...problems, `the rows as measured:\n${formatRows(sizes)}`]
}
