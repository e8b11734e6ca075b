/**
 * The command as the build bundles it (scripts/build.ts): one file and its own chunks, nothing
 * resolved from node_modules at start, and what only some runs need (each signature family's
 * curve, the contract-wallet check's JSON-RPC call) out of what every run loads before its first
 * verdict, so a one-link run starts in a fraction of the time tsc's files took.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { init, parse } from 'es-module-lexer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const BUILD = fileURLToPath(new URL('../../scripts/build.ts', import.meta.url))

let home: string
let bin: string

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'sigil-verify-bundle-'))
  execFileSync(process.execPath, [BUILD, '--out-dir', join(home, 'dist')], { stdio: 'pipe' })
  bin = join(home, 'dist', 'cli', 'bin.js')
  await init
}, 120_000)

afterAll(() => rmSync(home, { recursive: true, force: true }))

/** The files a module's static imports reach, itself first, and every import specifier met on the way. */
function staticGraph(entry: string): { files: string[]; specifiers: string[] } {
  const files = [entry]
  const specifiers: string[] = []
  for (const file of files) {
    const [imports] = parse(readFileSync(file, 'utf8'))
    for (const { n: specifier, d: dynamic } of imports) {
      if (specifier === undefined || dynamic !== -1) continue
      specifiers.push(specifier)
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier)
        if (!files.includes(target)) files.push(target)
      }
    }
  }
  return { files, specifiers }
}

/** Constants only each part's own code holds, as the minifier leaves them. */
const MARKERS = {
  secp256k1: 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141',
  ed25519: '27742317777372353535851937790883648493',
  'a JSON-RPC call': 'eth_call',
}

describe('the bundled command', () => {
  test('imports nothing at start but its own chunks and Node’s modules', () => {
    const { specifiers } = staticGraph(bin)
    expect(specifiers.filter((specifier) => !specifier.startsWith('./') && !specifier.startsWith('node:'))).toEqual([])
  })

  test('loads each curve and the contract-wallet call only when a run needs them', () => {
    const code = staticGraph(bin)
      .files.map((file) => readFileSync(file, 'utf8').toLowerCase())
      .join('\n')
    const atStart = Object.entries(MARKERS).filter(([, marker]) => code.includes(marker))
    expect(atStart.map(([part]) => part)).toEqual([])
    // Each is in a chunk of its own, for the runs that load it.
    const chunks = join(home, 'dist', 'cli', 'chunks')
    const lazy = readdirSync(chunks)
      .map((name) => readFileSync(join(chunks, name), 'utf8').toLowerCase())
      .join('\n')
    expect(Object.values(MARKERS).filter((marker) => !lazy.includes(marker))).toEqual([])
  })

  test('its first line is the shebang npm’s bin link runs it by, and --help answers', () => {
    expect(readFileSync(bin, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node')
    expect(execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' })).toContain('Usage: sigil-verify')
  })
})
