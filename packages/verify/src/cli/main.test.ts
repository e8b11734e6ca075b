import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { newEvmKey, newSolanaKey, signedSolanaPart } from '../../../../e2e/support/forged-links.ts'
import { AFTER, DURING, linksByOthers, type LinksByOthers } from '../../../../test/proof/linksByOthers.ts'
import { encodeRequestPayload } from '../requestLink.js'
import { main } from './main.js'

type Run = { code: number; stdout: string; stderr: string }

/** Runs the tool in-process, with `input` on standard input. */
async function run(argv: string[], input = ''): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const code = await main(argv, {
    stdin: Readable.from([new TextEncoder().encode(input)]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  })
  return { code, stdout, stderr }
}

const strict = ['--domain', 'sigil.example', '--now', DURING]

let links: LinksByOthers
beforeAll(async () => {
  links = await linksByOthers()
})

describe('sigil-verify: one link', () => {
  test('a valid Sign-In with Ethereum (siwe, ethers) is valid: exit 0, who signed, for which site', async () => {
    const { code, stdout, stderr } = await run([...strict, links.evm])
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout.split('\n')[0]).toBe(
      `Valid: Sign-In with Ethereum for sigil.example, signed by ${links.evmAddress} on eip155:1.`,
    )
    expect(stdout).toContain('Statement: "I control this address."')
    expect(stdout).toContain('valid until 2030-01-08T00:00:00.000Z')
  })

  test('a valid Sign-In with Solana (Wallet Standard text, tweetnacl) is valid', async () => {
    const { code, stdout } = await run([...strict, links.solana])
    expect(code).toBe(0)
    expect(stdout).toMatch(
      new RegExp(`^Valid: Sign-In with Solana for sigil\\.example, signed by ${links.solanaAddress}`),
    )
  })

  test('a linked proof of an EVM and a Solana address: valid, both named', async () => {
    const { code, stdout } = await run([...strict, links.linked])
    expect(code).toBe(0)
    expect(stdout.split('\n')[0]).toBe(
      `Valid: linked proof of 2 addresses for sigil.example, proven together: ${links.evmAddress}, ${links.solanaAddress}.`,
    )
    expect((await run(['--domain', 'elsewhere.example', '--now', DURING, links.linked])).code).toBe(1)
  })

  test('a bare fragment reads as the link does', async () => {
    const fragment = links.evm.slice(links.evm.indexOf('#'))
    expect((await run([...strict, fragment])).code).toBe(0)
    expect((await run([...strict, fragment.slice(1)])).code).toBe(0)
  })

  test('one character changed in a Solana signature: not valid (exit 1), saying the signature failed', async () => {
    const { code, stdout } = await run([...strict, links.solanaFlipped])
    expect(code).toBe(1)
    expect(stdout).toMatch(/^Not valid: Sign-In with Solana for sigil\.example, naming /)
    expect(stdout).toContain('What failed first (signature):')
  })

  test('one character changed in an EVM signature: never valid; without --rpc it cannot be ruled a contract wallet (exit 2)', async () => {
    const { code, stdout } = await run([...strict, links.evmFlipped])
    expect(code).not.toBe(0)
    expect(code).toBe(2)
    expect(stdout).toMatch(/^Cannot be checked: /)
    expect(stdout).toContain('--rpc eip155:1=')
  })

  test('another site’s login: not valid, naming the site it was made for', async () => {
    const { code, stdout } = await run([...strict, links.otherSite])
    expect(code).toBe(1)
    expect(stdout).toMatch(/^Not valid: Sign-In with Ethereum for evil\.example, naming 0x/)
    expect(stdout).toContain(
      'What failed first (domain): It was made for evil.example, not for this site (sigil.example)',
    )
  })

  test('--domain is repeatable: a Sign-In for any of the sites given is valid', async () => {
    expect(
      (await run(['--domain', 'other.example', '--domain', 'SIGIL.example', '--now', DURING, links.evm])).code,
    ).toBe(0)
  })

  test('no --domain: a Sign-In cannot be judged (exit 2), and the tool says what it needs', async () => {
    const { code, stdout } = await run(['--now', DURING, links.evm])
    expect(code).toBe(2)
    expect(stdout).toMatch(/^Cannot be checked: /)
    expect(stdout).toContain('What could not be checked (domain): It was made for sigil.example, and no site was given')
    expect(stdout).toContain('--domain <host>')
  })

  test('a plain signed message needs no domain', async () => {
    const { code, stdout } = await run(['--now', DURING, links.plain])
    expect(code).toBe(0)
    expect(stdout).toContain(`Valid: plain signed message, signed by ${links.evmAddress}.`)
    expect(stdout).toContain('Text signed: "I agree to the terms."')
  })

  test('expired at --now: not valid', async () => {
    const { code, stdout } = await run(['--domain', 'sigil.example', '--now', AFTER, links.evm])
    expect(code).toBe(1)
    expect(stdout).toContain('What failed first (expired):')
  })

  test('an unreadable link cannot be checked (exit 2)', async () => {
    const { code, stdout } = await run([...strict, links.damaged])
    expect(code).toBe(2)
    expect(stdout).toContain('What could not be checked (input): The proof in this link is damaged')
  })

  test('--json prints the verified result, which parses back', async () => {
    const { code, stdout } = await run([...strict, '--json', links.evm])
    expect(code).toBe(0)
    const result = JSON.parse(stdout) as Record<string, unknown>
    expect(result).toMatchObject({
      kind: 'sign-in',
      verdict: 'valid',
      domainMatches: true,
      fields: { domain: 'sigil.example', address: links.evmAddress },
      proven: [{ namespace: 'eip155', address: links.evmAddress, checkedBy: { method: 'key' } }],
    })
  })

  test('a signed-message JSON object on standard input is one proof, and needs no domain', async () => {
    const { code, stdout } = await run(['--now', DURING], links.plainJson)
    expect(code).toBe(0)
    expect(stdout).toContain(`Valid: plain signed message, signed by ${links.evmAddress}.`)
  })

  test('a signed-message JSON object with a cut signature cannot be read: exit 2', async () => {
    const json = JSON.stringify({ address: links.evmAddress, msg: 'hello', sig: '0x00', version: '2' })
    const { code, stdout } = await run([], json)
    expect(code).toBe(2)
    expect(stdout).toContain('(input): In the JSON: the signature is 1 bytes')
  })
})

describe('sigil-verify: an address is said to have signed only in a valid verdict', () => {
  test.each([
    ['another site’s login', () => links.otherSite],
    ['a Solana signature changed', () => links.solanaFlipped],
    ['an EVM signature changed', () => links.evmFlipped],
    ['a linked proof for another site', () => links.linked, ['--domain', 'elsewhere.example', '--now', DURING]],
    ['a Sign-In with no --domain', () => links.evm, ['--now', DURING]],
    ['an expired Sign-In', () => links.evm, ['--domain', 'sigil.example', '--now', AFTER]],
    ['a contract wallet with no --rpc', () => links.contractWallet],
  ])('%s: “naming … (not proven)”, never “signed by” or “proven”', async (_, link, argv = strict) => {
    for (const { stdout } of [await run([...argv, '--', link()]), await run(argv, link())]) {
      expect(stdout).toMatch(/^(1\. )?(Not valid|Cannot be checked): .*, naming:? \S+.* \(not proven\)/)
      expect(stdout).not.toMatch(/signed by|proven together/)
    }
  })

  test('a plain message that its address did not sign', async () => {
    const { json, address } = await forgedJson('solana')
    const { stdout } = await run(strict, json)
    expect(stdout.split('\n')[0]).toBe(`Not valid: plain signed message, naming ${address} (not proven).`)
  })
})

describe('sigil-verify: many links on standard input', () => {
  test('five links in a chat log: one line each, in order; any not valid: exit 1', async () => {
    const text = [
      `alice: here is mine ${links.evm}`,
      `bob: ${links.solana} (Solana)`,
      `mallory: ${links.otherSite}`,
      `eve: ${links.solanaFlipped}`,
      `trent: ${links.damaged}`,
      `alice again: ${links.evm}`,
    ].join('\n')
    const { code, stdout } = await run(strict, text)
    expect(code).toBe(1)
    const lines = stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(6)
    expect(lines[0]).toBe(
      `1. Valid: Sign-In with Ethereum for sigil.example, signed by ${links.evmAddress} on eip155:1.`,
    )
    expect(lines[1]).toMatch(/^2\. Valid: Sign-In with Solana for sigil\.example, signed by /)
    expect(lines[2]).toMatch(
      /^3\. Not valid: Sign-In with Ethereum for evil\.example, naming 0x\w+ \(not proven\) on eip155:1\. It was made for evil\.example/,
    )
    expect(lines[3]).toMatch(
      /^4\. Not valid: Sign-In with Solana for sigil\.example, naming \w+ \(not proven\) on solana:\w+\. /,
    )
    expect(lines[4]).toMatch(
      /^5\. Cannot be checked: not a proof that could be read\. The proof in this link is damaged/,
    )
    expect(lines[5]).toBe('5 links (and 1 repeated, checked once): 2 valid, 2 not valid, 1 cannot be checked.')
  })

  test('every link valid: exit 0', async () => {
    expect((await run(strict, `${links.evm}\n${links.solana}\n${links.plain}`)).code).toBe(0)
  })

  test('valid and cannot be checked, none not valid: exit 2', async () => {
    expect((await run(strict, `${links.evm}\n${links.damaged}`)).code).toBe(2)
  })

  test('no --domain: Sign-Ins cannot be checked, and the tool says so once', async () => {
    const { code, stdout } = await run(['--now', DURING], `${links.evm}\n${links.plain}`)
    expect(code).toBe(2)
    expect(stdout).toContain('No --domain was given')
  })

  test('--json: every link with its index and payload', async () => {
    const { stdout } = await run([...strict, '--json'], `${links.evm} ${links.otherSite}`)
    const parsed = JSON.parse(stdout) as { links: { index: number; payload: string; result: { verdict: string } }[] }
    expect(parsed.links.map((link) => [link.index, link.result.verdict])).toEqual([
      [0, 'valid'],
      [1, 'invalid'],
    ])
    expect(links.evm.endsWith(parsed.links[0]!.payload)).toBe(true)
  })

  test('nothing on standard input: exit 2', async () => {
    const { code, stderr } = await run(strict, '  \n')
    expect(code).toBe(2)
    expect(stderr).toContain('no proof link')
  })
})

/** A signed-message JSON naming `address` and a text it never signed, which quotes its genuine proof link. */
async function forgedJson(namespace: 'eip155' | 'solana'): Promise<{ json: string; address: string }> {
  const address = namespace === 'eip155' ? links.evmAddress : links.solanaAddress
  const link = namespace === 'eip155' ? links.evm : links.solana
  const msg = `I, ${address}, hand my account to mallory. That this is me, see my proof: ${link}`
  const sig =
    namespace === 'eip155' ? await newEvmKey().signMessage(msg) : signedSolanaPart(newSolanaKey(), msg).signature
  const json = JSON.stringify({ address, msg, sig, ...(namespace === 'eip155' ? { version: '2' } : {}) }, null, 2)
  return { json, address }
}

/** A roll call's file as Sigil writes it, its answers `answerLinks`, and a note that may quote other links. */
function rollCallFile(answerLinks: string[], note = 'Whoever holds this file can check answers to this request.') {
  const made = '2030-01-01T00:00:00.000Z'
  return JSON.stringify(
    {
      format: 'sigil-roll-call',
      version: 1,
      note,
      request: encodeRequestPayload({
        v: 2,
        want: 'eip155',
        addresses: [],
        nonce: 'sigilRollCall000000001',
        expires: '2030-01-01T01:00:00.000Z',
      }),
      made,
      answers: answerLinks.map((link) => ({ link, checkedAt: made, result: 'kept' })),
    },
    null,
    2,
  )
}

describe('sigil-verify: standard input is parsed, not scanned', () => {
  test.each(['eip155', 'solana'] as const)(
    'a forged %s signed-message JSON quoting the signer’s genuine link is judged on its own fields: never valid',
    async (namespace) => {
      const { json } = await forgedJson(namespace)
      const { code, stdout } = await run(strict, json)
      expect(code).toBe(namespace === 'eip155' ? 2 : 1)
      expect(stdout).not.toMatch(/Valid|\b1 valid/)
      expect(stdout).toMatch(/^(Not valid|Cannot be checked): plain signed message/)
    },
  )

  test('the same with --json: the JSON’s own verdict, not the quoted link’s', async () => {
    const { json } = await forgedJson('solana')
    const { code, stdout } = await run([...strict, '--json'], json)
    expect(code).toBe(1)
    expect(JSON.parse(stdout)).toMatchObject({ kind: 'plain', verdict: 'invalid' })
  })

  test('text that starts as a JSON object and is not one JSON document is refused, not scanned', async () => {
    const { json } = await forgedJson('solana')
    const { code, stdout, stderr } = await run(strict, `${json}\n${links.solana}\n`)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('not one JSON document')
  })

  test('a JSON document that is no signed message (a list of links) is one input, and cannot be read', async () => {
    const { code, stdout } = await run(strict, JSON.stringify([links.evm, links.solana]))
    expect(code).toBe(2)
    expect(stdout).toMatch(/^Cannot be checked: /)
  })

  test('a roll call’s file: each answer’s link is an input, in order; links its note quotes are not', async () => {
    const file = rollCallFile([links.evm, links.solanaFlipped], `Checked against ${links.solana} and ${links.linked}`)
    const { code, stdout } = await run(strict, file)
    expect(code).toBe(1)
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^1\. Valid: Sign-In with Ethereum for sigil\.example, signed by /)
    expect(lines[1]).toMatch(/^2\. Not valid: Sign-In with Solana /)
    expect(lines[2]).toBe('2 links: 1 valid, 1 not valid, 0 cannot be checked.')
    expect(lines).toHaveLength(3)
  })

  test('a roll call’s file with an answer that is no proof link is refused whole: exit 2', async () => {
    const { code, stdout, stderr } = await run(strict, rollCallFile([links.evm, 'javascript:alert(1)']))
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('answer 2 is not a proof link')
  })
})

describe('sigil-verify: every #proof= is an input, read or not', () => {
  const tooLong = `https://sigil.example/verify/#proof=${'A'.repeat(65_537)}`
  const notBase64 = 'https://sigil.example/verify/#proof=%65yJ2IjoxfQ'

  test.each([
    ['whose proof is over 65 536 characters', tooLong, /longer than/],
    ['whose proof starts with %65', notBase64, /“%65yJ2IjoxfQ”/],
    ['with nothing after #proof=', 'https://sigil.example/verify/#proof=', /nothing follows it/],
  ])('a link %s gets its own numbered line, counts, and makes the exit 2', async (_, unreadable, why) => {
    const { code, stdout } = await run(strict, `${links.evm}\n${unreadable}\n`)
    expect(code).toBe(2)
    const lines = stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^1\. Valid: /)
    expect(lines[1]).toMatch(/^2\. Cannot be checked: .*cannot be read/)
    expect(lines[1]).toMatch(why)
    expect(lines[2]).toBe('2 links: 1 valid, 0 not valid, 1 cannot be checked.')
  })

  test('beside a link that is not valid, exit 1', async () => {
    const { code, stdout } = await run(strict, `${notBase64} ${links.otherSite} ${tooLong}`)
    expect(code).toBe(1)
    expect(stdout).toContain('3 links: 0 valid, 1 not valid, 2 cannot be checked.')
  })

  test('--json lists it, with why', async () => {
    const { code, stdout } = await run([...strict, '--json'], `${links.evm} ${notBase64}`)
    expect(code).toBe(2)
    const parsed = JSON.parse(stdout) as { links: { index: number; result: { verdict: string } }[] }
    expect(parsed.links.map((link) => [link.index, link.result.verdict])).toEqual([
      [0, 'valid'],
      [1, 'unverifiable'],
    ])
  })
})

describe('sigil-verify: usage', () => {
  test('--version alone prints the package’s version: exit 0, one line', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string
    }
    const { code, stdout, stderr } = await run(['--version'])
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout).toBe(`sigil-verify ${manifest.version}\n`)
  })

  test('the help names --nonce, --no-contract-wallets and --version, and an EVM network in plain words', async () => {
    const { stdout } = await run(['--help'])
    for (const option of ['--nonce <nonce>', '--no-contract-wallets', '--version', '--rpc <network>=<url>'])
      expect(stdout).toContain(option)
    expect(stdout).toContain('eip155:<chain id>')
  })

  test('--help says what it does and what each exit code means', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('Usage: sigil-verify [options] [-- link]')
    expect(stdout).toContain('reads standard input, which is parsed, not scanned')
    expect(stdout).toContain('0  every input was read, and every proof in it is valid')
    expect(stdout).toContain("sigil-verify --domain sigil.example -- 'https://")
  })

  test.each([['-h'], ['--help']])('%j alone prints the help: exit 0', async (...argv) => {
    const { code, stdout } = await run(argv)
    expect(code).toBe(0)
    expect(stdout).toContain('Usage: sigil-verify')
  })

  test.each([
    [[...strict, '-h']],
    [[...strict, '--help']],
    [['--help', 'https://sigil.example/verify/#proof=eyJ2IjoxfQ']],
    [['-h', '--json']],
    [['-h', '-h']],
    [[...strict, '--', '-h']],
    [[...strict, '--', '--help']],
    [[...strict, '--', '--json']],
  ])('an attacker’s “link” that is an option, %j, is a usage error, never the help’s exit 0', async (argv) => {
    const { code, stdout, stderr } = await run(argv)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('sigil-verify --help')
  })

  test('-- before the link: the link is read as a link, whatever follows', async () => {
    expect((await run([...strict, '--', links.evm])).code).toBe(0)
    expect((await run([...strict, '--', links.otherSite])).code).toBe(1)
  })

  test('--now given twice is a usage error: the clock is set once', async () => {
    const { code, stderr } = await run([...strict, `--now=${AFTER}`])
    expect(code).toBe(2)
    expect(stderr).toContain('--now')
  })

  test.each([
    [['--frobnicate', 'x'], /^sigil-verify: “--frobnicate” is not an option of sigil-verify\.\n/],
    [['--nonces', 'n0nceEvm0001'], /“--nonces” is not an option of sigil-verify/],
    [['-x'], /“-x” is not an option of sigil-verify/],
    [['--domain'], /--domain needs a value: --domain <value>/],
    [['--domain', '--json'], /--domain needs a value/],
    [['--json=yes'], /--json takes no value/],
    [['--nonce', 'short'], /--nonce takes the one-time nonce the login issued/],
    [['--nonce', 'n0nceEvm0001', '--nonce', 'n0nceEvm0002'], /--nonce is given more than once/],
    [['--no-contract-wallets', '--rpc', 'eip155:1=https://rpc.example'], /give one or the other/],
    [['--version', '--json'], /--version is given alone/],
    [['--rpc', 'eip155:1'], /--rpc takes <network>=<url>/],
    [
      ['--rpc', 'solana:mainnet=https://rpc.example'],
      /“solana:mainnet” does not name an EVM network: name it as eip155:<chain id>/,
    ],
    [['--rpc', 'eip155:1=ftp://rpc.example'], /must start with https:\/\//],
    [['--rpc', 'eip155:1=not a url'], /is not a URL/],
    [
      ['--domain', 'https://sigil.example/'],
      /--domain takes the host a Sign-In names; “https:\/\/sigil\.example\/” is an origin, not a host: give the host: sigil\.example\./,
    ],
    [['--domain', 'sigil.example/verify/'], /has a path, query or fragment: give the host alone: sigil\.example\./],
    [['--now', 'tomorrow'], /--now takes a time in RFC 3339/],
    [['a', 'b'], /Give one link to check/],
  ])('%j is a usage error: exit 2, with a message', async (argv, message) => {
    const { code, stdout, stderr } = await run(argv)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(message)
    expect(stderr).toContain('sigil-verify --help')
  })
})

describe('sigil-verify: a login’s nonce', () => {
  test('--nonce: the nonce the proof signed is valid (exit 0); another is not (exit 1), said as another login', async () => {
    expect((await run([...strict, '--nonce', 'n0nceEvm0001', '--', links.evm])).code).toBe(0)
    const other = await run([...strict, '--nonce', 'n0nceOfAnotherLogin', '--', links.evm])
    expect(other.code).toBe(1)
    expect(other.stdout).toContain(
      'What failed first (nonce): It was made for another login: its nonce, “n0nceEvm0001”, is not the one this login issued.',
    )
  })

  test('--nonce on standard input: every link is held to it', async () => {
    const { code, stdout } = await run([...strict, '--nonce', 'n0nceSol0001'], `${links.evm}\n${links.solana}\n`)
    expect(code).toBe(1)
    expect(stdout).toContain('1 valid, 1 not valid')
  })
})

describe('sigil-verify: contract wallets', () => {
  let server: Server
  let answer = false
  let calls = 0
  let rpc = ''
  beforeAll(async () => {
    // An RPC that answers the ERC-6492 validator's eth_call with `answer`.
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        calls += 1
        const { id } = JSON.parse(body) as { id: number }
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${(answer ? '1' : '0').padStart(64, '0')}` }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    rpc = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('without --rpc: cannot be checked, and nothing is asked of the network', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    try {
      const { code, stdout } = await run([...strict, links.contractWallet])
      expect(code).toBe(2)
      expect(stdout).toContain('give an RPC URL for its chain: --rpc eip155:1=https://…')
      expect(stdout).toContain(
        `What could not be checked (signature): The signature was not made by the private key of ${links.contractWalletAddress}; no RPC URL was given for eip155:1 (--rpc eip155:1=<url>), so whether a contract wallet at this address accepts the signature could not be asked.`,
      )
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      fetch.mockRestore()
    }
  })

  test('--no-contract-wallets: a signature the address’s key did not make is not valid (exit 1), and nothing is asked', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    try {
      const { code, stdout } = await run([...strict, '--no-contract-wallets', '--', links.contractWallet])
      expect(code).toBe(1)
      expect(stdout).toContain(
        `What failed first (signature): The signature was not made by the private key of ${links.contractWalletAddress}, and contract wallets are not accepted by this verifier, so no chain was asked.`,
      )
      expect(fetch).not.toHaveBeenCalled()
      expect((await run([...strict, '--no-contract-wallets', '--', links.evm])).code).toBe(0)
    } finally {
      fetch.mockRestore()
    }
  })

  test('with --rpc, the chain decides: accepted is valid, naming the host; refused is not valid', async () => {
    answer = true
    const accepted = await run([...strict, '--rpc', `eip155:1=${rpc}`, links.contractWallet])
    expect(accepted.code).toBe(0)
    expect(accepted.stdout).toContain(`${links.contractWalletAddress} is a contract wallet on chain 1`)
    expect(accepted.stdout).toContain(new URL(rpc).host)
    answer = false
    const refused = await run([...strict, '--rpc', `eip155:1=${rpc}`, links.contractWallet])
    expect(refused.code).toBe(1)
    expect(calls).toBe(2)
  })

  test('on standard input too, a contract wallet’s line names it one, and the RPC host that vouched', async () => {
    answer = true
    const { code, stdout } = await run([...strict, '--rpc', `eip155:1=${rpc}`], `${links.contractWallet}\n${links.evm}`)
    expect(code).toBe(0)
    const lines = stdout.split('\n')
    expect(lines[0]).toBe(
      `1. Valid: Sign-In with Ethereum for sigil.example, signed by ${links.contractWalletAddress} on eip155:1 (a contract wallet on chain 1: accepted as ${new URL(rpc).host} answered).`,
    )
    expect(lines[1]).toBe(
      `2. Valid: Sign-In with Ethereum for sigil.example, signed by ${links.evmAddress} on eip155:1.`,
    )
  })

  test('an ordinary signature never asks the RPC, even when one is given', async () => {
    const before = calls
    expect((await run([...strict, '--rpc', `eip155:1=${rpc}`, links.evm])).code).toBe(0)
    expect(calls).toBe(before)
  })
})
