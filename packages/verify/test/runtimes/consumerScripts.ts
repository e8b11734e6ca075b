/**
 * The code a back end writes: plain JavaScript that imports the installed package by its name,
 * verifies each case's link and prints each verdict as one JSON line. One source for Node, Deno and
 * Bun (ES modules), one for Node's `require`, and a Worker that verifies a posted link.
 */
import { DOMAIN, NOW, type Case } from './cases.ts'

function casesLiteral(cases: readonly Case[]): string {
  return JSON.stringify(cases.map(({ name, link, options }) => ({ name, link, options })))
}

const VERIFY_EACH = (cases: readonly Case[]) => `
const CASES = ${casesLiteral(cases)}
const verdicts = []
for (const { name, link, options } of CASES) {
  const result = await verify(link, { domains: [${JSON.stringify(DOMAIN)}], now: new Date(${JSON.stringify(NOW)}), ...options })
  verdicts.push({ name, kind: result.kind, verdict: result.verdict })
}
console.log(JSON.stringify(verdicts))
`

/** An ES module: `import { verify } from 'sigil-verify'`. */
export function esModuleScript(cases: readonly Case[]): string {
  return `import { verify } from 'sigil-verify'\n${VERIFY_EACH(cases)}`
}

/** CommonJS: `require('sigil-verify')`, which Node ≥ 22.12 answers with the ES module (require(esm)). */
export function commonJsScript(cases: readonly Case[]): string {
  return `'use strict'\nconst { verify } = require('sigil-verify')\n;(async () => {${VERIFY_EACH(cases)}})()\n`
}

/** A module Worker: POST `{ link, options }`, get `{ kind, verdict }`. */
export function workerScript(): string {
  return `import { verify } from 'sigil-verify'

export default {
  async fetch(request) {
    if (request.method !== 'POST') return new Response('POST { link, options }', { status: 405 })
    const { link, options } = await request.json()
    const result = await verify(link, { domains: [${JSON.stringify(DOMAIN)}], now: new Date(${JSON.stringify(NOW)}), ...options })
    return Response.json({ kind: result.kind, verdict: result.verdict })
  },
}
`
}

/** The verdicts a script printed: its last line of output. */
export function printedVerdicts(stdout: string): unknown {
  const lines = stdout.trim().split('\n')
  return JSON.parse(lines[lines.length - 1] ?? 'null')
}
