/**
 * The end-to-end run's ports, claimed before anything reads them (playwright.config.ts imports this
 * first): the site's two servers and the local chains. Where the usual ones are taken, by another
 * program or by the servers of an earlier run that was killed, the next free block is used instead
 * and written to the environment the builds, the servers and the workers read (e2e/support/env.ts).
 *
 * Playwright reads its config synchronously, so the ports are probed by a short Node process.
 */
import { spawnSync } from 'node:child_process'

/** A block of ports: its first, and the offsets within it that must all be free. */
export type PortBlock = { start: number; offsets: readonly number[] }

/** The site's servers: the root build and the sub-path build (E2E_PORT, DEPLOY_PORT). */
export const SITE_PORTS: PortBlock = { start: 4517, offsets: [0, 1] }
/** The local chains and the relay (PORT_BASE + 5, 6, 7, 10, its websocket 11, and 20). */
export const CHAIN_PORTS: PortBlock = { start: 18540, offsets: [5, 6, 7, 10, 11, 20] }

/** How far a block moves when one of its ports is taken, and how many places are tried. */
const STRIDE = 32
const TRIES = 40

const PROBE = `
const { createServer } = require('node:net')
const [start, stride, tries, ...offsets] = process.argv.slice(1).map(Number)
const free = (port) => new Promise((done) => {
  const server = createServer()
  server.once('error', () => done(false))
  server.listen(port, '127.0.0.1', () => server.close(() => done(true)))
})
;(async () => {
  for (let i = 0; i < tries; i++) {
    const first = start + i * stride
    const all = await Promise.all(offsets.map((offset) => free(first + offset)))
    if (all.every(Boolean)) return console.log(first)
  }
  console.log(-1)
})()
`

/** The first start, from `block.start` on in steps of 32, whose ports are all free on 127.0.0.1. */
export function firstFreeBlock(block: PortBlock): number {
  const run = spawnSync(
    process.execPath,
    ['-e', PROBE, String(block.start), String(STRIDE), String(TRIES), ...block.offsets.map(String)],
    { encoding: 'utf8' },
  )
  const start = Number(run.stdout.trim())
  if (run.status !== 0 || !(start > 0))
    throw new Error(`no free ports near ${block.start} on 127.0.0.1: ${run.stderr || run.stdout}`)
  return start
}

/** Sets the variables env.ts reads, unless the caller set them: an explicit port is kept as given. */
export function claimPorts(env: NodeJS.ProcessEnv = process.env): void {
  env.SIGIL_E2E_PORT ??= String(firstFreeBlock(SITE_PORTS))
  env.SIGIL_E2E_CHAIN_PORT_BASE ??= String(firstFreeBlock(CHAIN_PORTS))
}
