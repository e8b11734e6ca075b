/**
 * Nothing a proof holds reaches a terminal raw: every field, every reason quoting one and the signed
 * text pass through the display step, one output line per link whatever the text holds, each
 * starting with its true verdict. The attacks are proofs made to draw a fake "Valid" if printed
 * raw (test/proof/terminalAttacks.ts).
 */
import { Readable } from 'node:stream'
import { Terminal } from '@xterm/headless'
import { beforeAll, describe, expect, test } from 'vitest'
import { DURING } from '../../../../test/proof/linksByOthers.ts'
import {
  ATTACK_LINE,
  ATTACK_TEXT,
  FAKE_SUMMARY,
  FAKE_VERDICT,
  terminalAttackJson,
  terminalAttackLinks,
  type TerminalAttack,
} from '../../../../test/proof/terminalAttacks.ts'
import { verify } from '../verify.js'
import { main } from './main.js'

/** What a terminal obeys or does not show: controls, format and bidi characters, separators, lone surrogates, default-ignorables. */
const RAW = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u

const WORD = { valid: 'Valid', invalid: 'Not valid', unverifiable: 'Cannot be checked' } as const

const strict = ['--domain', 'sigil.example', '--now', DURING]

async function run(argv: string[], input = '') {
  let stdout = ''
  let stderr = ''
  const code = await main(argv, {
    stdin: Readable.from([input]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  })
  return { code, stdout, stderr }
}

/** The lines written, each without its line feed; none holds a character the terminal would obey. */
function safeLines(output: string): string[] {
  expect(output.endsWith('\n')).toBe(true)
  const lines = output.slice(0, -1).split('\n')
  for (const line of lines) expect(line).not.toMatch(RAW)
  return lines
}

let attacks: (TerminalAttack & { word: string })[]
beforeAll(async () => {
  attacks = await Promise.all(
    (await terminalAttackLinks()).map(async (attack) => ({
      ...attack,
      word: WORD[(await verify(attack.link, { domains: 'sigil.example', now: new Date(DURING) })).verdict],
    })),
  )
})

describe('sigil-verify on a terminal: what a proof holds is never printed raw', () => {
  test('one link of each kind: every line safe, the first saying the true verdict', async () => {
    for (const { name, link, word } of attacks) {
      const { stdout } = await run([...strict, '--', link])
      const lines = safeLines(stdout)
      expect(lines[0], name).toMatch(new RegExp(`^${word}: `))
      expect(stdout, name).not.toContain('\u001b')
    }
  })

  test('the attacks on standard input, in chat that holds them too: one line per link, each its own verdict', async () => {
    const text = attacks.map(({ link }, i) => `${ATTACK_LINE} msg ${i}: ${link} \n`).join('')
    const { stdout } = await run(strict, text)
    const lines = safeLines(stdout)
    expect(lines).toHaveLength(attacks.length + 1)
    for (const [i, { word }] of attacks.entries()) expect(lines[i]).toMatch(new RegExp(`^${i + 1}\\. ${word}: `))
    expect(lines.at(-1)).toMatch(new RegExp(`^${attacks.length} links: `))
  })

  test('the plain message’s text is shown, escaped, as “Text signed”', async () => {
    const plain = attacks.find(({ name }) => name === 'a plain message signed by its address')!
    const { code, stdout } = await run([...strict, '--', plain.link])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Text signed: "\\u\{d\}\\u\{a\}\\u\{1b\}\[1G\\u\{1b\}\[2K/m)
  })

  test('a signed-message JSON on standard input whose text is the attack: valid, its text escaped', async () => {
    const { code, stdout } = await run(strict, await terminalAttackJson())
    expect(code).toBe(0)
    const lines = safeLines(stdout)
    expect(lines[0]).toMatch(/^Valid: plain signed message, signed by 0x/)
    expect(lines[1]).toMatch(/^Text signed: "/)
  })

  test('--json keeps the exact signed strings, every hidden character written as a JSON escape', async () => {
    const plain = attacks.find(({ name }) => name === 'a plain message signed by its address')!
    const { stdout } = await run([...strict, '--json', '--', plain.link])
    safeLines(stdout)
    expect((JSON.parse(stdout) as { signed: { text: string } }).signed.text).toBe(ATTACK_TEXT)
    const all = await run([...strict, '--json'], attacks.map(({ link }) => link).join('\n'))
    safeLines(all.stdout)
  })

  test.each([
    [[`--x${ATTACK_LINE}`]],
    [['--domain', `sigil.example${ATTACK_LINE}`]],
    [['--rpc', `eip155:1=https://${ATTACK_LINE}`]],
    [['--rpc', `${ATTACK_LINE}=https://rpc.example`]],
    [['--now', ATTACK_LINE]],
    [[...strict, '--', `-${ATTACK_LINE}`]],
  ])('a usage error quoting an argument, %#, prints it escaped', async (argv) => {
    const { code, stdout, stderr } = await run(argv)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    safeLines(stderr)
  })
})

/** What a terminal emulator (xterm.js, headless) draws from `output`, and what it was asked to do besides drawing. */
async function drawn(output: string) {
  const terminal = new Terminal({ cols: 120, rows: 40, scrollback: 1_000, convertEol: true, allowProposedApi: true })
  const asked: string[] = []
  terminal.onTitleChange((title) => asked.push(`title ${title}`))
  terminal.onBell(() => asked.push('bell'))
  for (const osc of [0, 1, 2, 4, 8, 10, 11, 52, 104])
    terminal.parser.registerOscHandler(osc, () => {
      asked.push(`OSC ${osc}`)
      return false
    })
  for (const final of ['J', 'K', 'H', 'G', 'A', 'm'])
    terminal.parser.registerCsiHandler({ final }, () => {
      asked.push(`CSI ${final}`)
      return false
    })
  terminal.parser.registerEscHandler({ final: 'c' }, () => {
    asked.push('reset')
    return false
  })
  const write = (data: string) => new Promise<void>((resolve) => terminal.write(data, resolve))
  await write(`${SCREEN_BEFORE}\n`)
  await write(output)
  const buffer = terminal.buffer.active
  const lines: string[] = []
  let rows = 0
  for (let y = 0; y < buffer.length; y++) {
    const line = buffer.getLine(y)
    if (line === undefined) continue
    const text = line.translateToString(true)
    if (text !== '') rows = y + 1
    // A row the terminal wrapped onto continues the line before it.
    if (line.isWrapped) lines.push(`${lines.pop() ?? ''}${text}`)
    else lines.push(text)
  }
  while (lines.at(-1) === '') lines.pop()
  // Where the cursor was left, and the first row below everything drawn.
  const cursor = { x: buffer.cursorX, y: buffer.baseY + buffer.cursorY }
  terminal.dispose()
  return { lines, asked, cursor, rows }
}

/** What the screen held before the tool ran: still there after, where it was. */
const SCREEN_BEFORE = '$ sigil-verify --domain sigil.example < answers.txt'

describe('sigil-verify on a terminal emulator: the screen shows the true verdicts', () => {
  test('the attacks on standard input: one drawn line per link, each its true verdict; no fake line, nothing cleared, retitled or copied', async () => {
    const text = attacks.map(({ link }) => `${ATTACK_LINE} ${link} \n`).join('')
    const { stdout } = await run(strict, text)
    const { lines, asked, cursor, rows } = await drawn(stdout)
    expect(asked).toEqual([])
    expect(lines[0]).toBe(SCREEN_BEFORE)
    const shown = lines.slice(1)
    expect(shown).toHaveLength(attacks.length + 1)
    for (const [i, { word }] of attacks.entries()) expect(shown[i]).toMatch(new RegExp(`^${i + 1}\\. ${word}: `))
    expect(shown.at(-1)).toMatch(new RegExp(`^${attacks.length} links: \\d+ valid, `))
    expect(shown.filter((line) => line.startsWith(FAKE_VERDICT) || line.startsWith(FAKE_SUMMARY))).toEqual([])
    // The cursor ends below the last line, at its start: nothing moved it back over what was drawn.
    expect(cursor).toEqual({ x: 0, y: rows })
  })

  test('each attack as the one link: every drawn line is the tool’s own, the first its true verdict', async () => {
    for (const { name, link, word } of attacks) {
      const { stdout } = await run([...strict, '--', link])
      const { lines, asked } = await drawn(stdout)
      expect(asked, name).toEqual([])
      expect(lines[0], name).toBe(SCREEN_BEFORE)
      expect(lines[1], name).toMatch(new RegExp(`^${word}: `))
      for (const line of lines.slice(2))
        expect(line, name).toMatch(
          /^(Statement: |Text signed: |Bytes signed: |Issued at |No issue time|A plain signed message names|What failed first \(|What could not be checked \(|To check |To judge |The RPC given |0x\w+ is a contract wallet)/,
        )
    }
  })
})
