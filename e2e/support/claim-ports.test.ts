/**
 * The run's ports are found free: a port the usual block needs, held by another server (as an
 * earlier run that was killed leaves its servers), moves the whole block on; ports given are kept.
 */
import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { claimPorts, firstFreeBlock, type PortBlock } from './claim-ports.ts'

const held: Server[] = []

function hold(port: number): Promise<void> {
  const server = createServer()
  held.push(server)
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done())
  })
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((done) => server.close(done))))
})

// A block of its own, far from the suite's, so the test never races a running suite.
const BLOCK: PortBlock = { start: 29_100, offsets: [0, 1, 5] }

describe('claiming the end-to-end ports', () => {
  test('a free block is used where it stands', () => {
    expect(firstFreeBlock(BLOCK)).toBe(29_100)
  })

  test('a block one of whose ports an earlier server still holds moves on to the next free one', async () => {
    await hold(29_105)
    expect(firstFreeBlock(BLOCK)).toBe(29_132)
  })

  test('ports given in the environment are kept as given', () => {
    const env: NodeJS.ProcessEnv = { SIGIL_E2E_PORT: '5000', SIGIL_E2E_CHAIN_PORT_BASE: '6000' }
    claimPorts(env)
    expect(env).toEqual({ SIGIL_E2E_PORT: '5000', SIGIL_E2E_CHAIN_PORT_BASE: '6000' })
  })
})
