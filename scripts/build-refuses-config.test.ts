/**
 * The build itself refuses a configuration it cannot ship, naming the variable: `astro build` with an
 * unknown EVM network or a remote plain-http RPC stops before building anything (astro.config.mjs).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

function build(env: Record<string, string>): { status: number | null; output: string; wrote: string[] } {
  const out = mkdtempSync(join(tmpdir(), 'sigil-refused-'))
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SIGIL_OUT_DIR: out, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  const wrote = readdirSync(out)
  rmSync(out, { recursive: true, force: true })
  return { status: result.status, output: `${result.stdout}${result.stderr}`, wrote }
}

describe('astro build', () => {
  test.each([
    [{ PUBLIC_EVM_NETWORKS: '1,999999' }, /Invalid configuration: PUBLIC_EVM_NETWORKS names chain 999999/],
    [{ PUBLIC_BASE_RPC_URL: 'http://rpc.example.com' }, /Invalid configuration: PUBLIC_BASE_RPC_URL uses http:/],
  ])('refuses %o, naming the variable, and writes nothing', (env, said) => {
    const { status, output, wrote } = build(env)
    expect(status).toBe(1)
    expect(output).toMatch(said)
    expect(wrote).toEqual([])
  })
})
