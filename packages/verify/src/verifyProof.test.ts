import {
  CounterfactualDeploymentFailedError,
  encodeAbiParameters,
  type Hex,
  serializeSignature,
  parseSignature,
} from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildProofMessage } from './buildProofMessage.js'
import {
  answeringClient,
  during,
  evmAccount,
  expirationTime,
  formatSiweMessage,
  issuedAt,
  makeEvmProof,
  makeSolanaProof,
  readSiweVectors,
  type SiweVectorFields,
  signSolana,
  solanaAddress,
  TEST_RPC_HOST,
  unreachableClient,
} from '../../../test/proof/testing.ts'
import type { Proof } from './types.js'
import { type VerificationReason, verifyProof, type VerifyProofReturnType } from './verifyProof.js'

type VerificationVector = SiweVectorFields & {
  signature: string
  time?: string
  domainBinding?: string
  matchNonce?: string
}

const positive = readSiweVectors<VerificationVector>('verification_positive.json')
const negative = readSiweVectors<VerificationVector>('verification_negative.json')
const eip1271 = readSiweVectors<{ message: string; signature: string }>('eip1271.json')

const failed = (result: VerifyProofReturnType) => result.reasons.filter((r) => !r.ok).map((r) => r.check)

/** Options for a vector: its time, and the strictness its negative case is about. */
function optionsFor(vector: VerificationVector) {
  return {
    now: vector.time ? new Date(vector.time) : new Date(),
    ...(vector.domainBinding ? { expectedDomain: vector.domainBinding, requireDomainMatch: true } : {}),
    ...(vector.matchNonce ? { expectedNonce: vector.matchNonce } : {}),
  }
}

const evmProof = await makeEvmProof()
const solanaProof = makeSolanaProof()

test('default', async () => {
  const result = await verifyProof(evmProof, { now: during, expectedDomain: 'sigil.example' })
  expect(result.verdict).toBe('valid')
  expect(result.domainMatches).toBe(true)
  expect(result.fields).toMatchObject({
    namespace: 'eip155',
    address: evmAccount.address,
    chainId: 8453,
    domain: 'sigil.example',
  })
  expect(result.reasons.map((r) => [r.check, r.ok])).toEqual([
    ['message', true],
    ['envelope', true],
    ['expires-after-issued', true],
    ['issued-at', true],
    ['expired', true],
    ['domain', true],
    ['signature', true],
  ])
})

/**
 * Reference vectors Sigil refuses on purpose. "expired message" is read in 2020 but says it was
 * issued in 2022 and expires in 2021: the reference library does not look at Issued At; Sigil
 * refuses a message that expires before it was signed, and one signed (by its own account) in
 * the reader's future.
 */
const STRICTER: Record<string, VerificationReason['check'][]> = {
  'expired message': ['expires-after-issued', 'issued-at'],
}

describe('SIWE reference vectors', () => {
  test.each(Object.entries(positive).filter(([name]) => !Object.hasOwn(STRICTER, name)))(
    'behavior: “%s” is valid',
    async (_, vector) => {
      const result = await verifyProof(
        { message: formatSiweMessage(vector), signature: vector.signature },
        optionsFor(vector),
      )
      expect(result.reasons.filter((r) => !r.ok)).toEqual([])
      expect(result.verdict).toBe('valid')
    },
  )

  test.each(Object.entries(STRICTER))('behavior: “%s” is refused by Sigil’s %s checks', async (name, checks) => {
    const vector = positive[name]
    if (!vector) throw new Error(`the reference has no “${name}” vector`)
    const result = await verifyProof(
      { message: formatSiweMessage(vector), signature: vector.signature },
      optionsFor(vector),
    )
    expect(failed(result)).toEqual(checks)
    expect(result.verdict).toBe('invalid')
  })

  /** Which check each negative case is about. */
  const expectedFailure: Record<string, string> = {
    'expired message': 'expired',
    'domain binding': 'domain',
    'custom time': 'expired',
    'custom nonce': 'nonce',
    'malformed signature': 'signature',
    // A well-formed signature by another key: offline this could still be a contract wallet.
    'wrong signature': 'signature',
    'not yet valid': 'not-yet-valid',
    // 31 February: the message itself is refused.
    'invalid issuedAt': 'message',
    'invalid notBefore': 'message',
    'invalid expirationTime': 'message',
  }

  test.each(Object.entries(negative))('behavior: “%s” is not valid', async (name, vector) => {
    const result = await verifyProof(
      { message: formatSiweMessage(vector), signature: vector.signature },
      optionsFor(vector),
    )
    expect(result.verdict).not.toBe('valid')
    expect(failed(result)).toContain(expectedFailure[name])
  })

  test('behavior: “wrong signature” is invalid once the chain can say so', async () => {
    const vector = negative['wrong signature']
    if (!vector) throw new Error('vector missing')
    const noContract = answeringClient(() => encodeAbiParameters([{ type: 'bool' }], [false]))
    const result = await verifyProof(
      { message: formatSiweMessage(vector), signature: vector.signature },
      { now: new Date(), getPublicClient: () => noContract },
    )
    expect(result.verdict).toBe('invalid')
    expect(result.verdict === 'invalid' && failed(result)).toEqual(['signature'])
  })

  test('behavior: the positive and negative vectors cover every case', () => {
    expect(Object.keys(negative).sort()).toEqual(Object.keys(expectedFailure).sort())
  })
})

describe('contract wallets (EIP-1271 / ERC-6492)', () => {
  const cases = Object.entries(eip1271)
  const now = new Date('2022-04-20T00:00:00Z')

  test.each(cases)('behavior: %s is unverifiable without a client', async (_, { message, signature }) => {
    const result = await verifyProof({ message, signature }, { now })
    expect(result.verdict).toBe('unverifiable')
    expect(result.reasons.at(-1)).toMatchObject({ check: 'signature', ok: false })
    expect(result.reasons.at(-1)?.message).toContain(
      '; no RPC URL was given for eip155:1 (rpcUrls), so whether a contract wallet at this address accepts the signature could not be asked.',
    )
    expect(result.reasons.at(-1)?.rpcNotGiven).toEqual({ address: result.fields?.address, chainId: 1 })
  })

  test.each(cases)('behavior: %s is unverifiable when the RPC cannot be reached', async (_, { message, signature }) => {
    let asked: number | undefined
    const result = await verifyProof(
      { message, signature },
      { now, getPublicClient: (chainId) => ((asked = chainId), unreachableClient()) },
    )
    expect(asked).toBe(1)
    expect(result.verdict).toBe('unverifiable')
    expect(result.reasons.at(-1)?.message).toContain(`Could not reach ${TEST_RPC_HOST}`)
    // The transport's own error is never the reader's: the host is named in words.
    expect(result.reasons.at(-1)?.message).not.toMatch(/eth_call|HTTP request failed|fetch failed|JSON-RPC/i)
  })

  test('behavior: a real refused connection (http transport) is unverifiable too', async () => {
    const { createPublicClient, http } = await import('viem')
    const client = Object.assign(createPublicClient({ transport: http('http://127.0.0.1:9/', { retryCount: 0 }) }), {
      rpcHost: '127.0.0.1:9',
    })
    const [, vector] = cases[0] ?? []
    if (!vector) throw new Error('vector missing')
    const result = await verifyProof(vector, { now, getPublicClient: () => client, rpcTimeoutMs: 2_000 })
    expect(result.verdict).toBe('unverifiable')
  })

  test('behavior: an RPC that never answers times out as unverifiable', async () => {
    const [, vector] = cases[0] ?? []
    if (!vector) throw new Error('vector missing')
    const hanging = answeringClient(() => new Promise(() => {}))
    const result = await verifyProof(vector, { now, getPublicClient: () => hanging, rpcTimeoutMs: 50 })
    expect(result.verdict).toBe('unverifiable')
    expect(result.reasons.at(-1)?.message).toContain('no answer in time')
  })

  test('behavior: a throwing getPublicClient is treated as no client', async () => {
    const [, vector] = cases[0] ?? []
    if (!vector) throw new Error('vector missing')
    const result = await verifyProof(vector, {
      now,
      getPublicClient: () => {
        throw new Error('no config')
      },
    })
    expect(result.verdict).toBe('unverifiable')
  })

  const answers: Array<[string, string, () => unknown]> = [
    ['accepts', 'valid', () => encodeAbiParameters([{ type: 'bool' }], [true])],
    ['returns 0x01', 'valid', () => '0x01'],
    ['rejects', 'invalid', () => encodeAbiParameters([{ type: 'bool' }], [false])],
    [
      'reverts',
      'invalid',
      () => {
        throw Object.assign(new Error('execution reverted'), { code: 3, data: '0x' })
      },
    ],
    [
      'reverts (-32000)',
      'invalid',
      () => {
        throw Object.assign(new Error('execution reverted: bad sig'), { code: -32000 })
      },
    ],
    // viem's `call` gives an empty reply as no data: read as the validator's false.
    ['answers with no data (0x)', 'invalid', () => '0x'],
    ['answers nonsense', 'unverifiable', () => '0x1234'],
    [
      'is rate-limited',
      'unverifiable',
      () => {
        throw Object.assign(new Error('Too many requests'), { code: 429 })
      },
    ],
  ]
  test.each(answers)('behavior: when the chain %s the verdict is %s', async (_, verdict, answer) => {
    const [, vector] = cases[0] ?? []
    if (!vector) throw new Error('vector missing')
    const calls: string[] = []
    const client = answeringClient((method) => {
      calls.push(method)
      return answer()
    })
    const result = await verifyProof(vector, { now, getPublicClient: () => client })
    expect(calls).toContain('eth_call')
    expect(result.verdict).toBe(verdict)
  })

  test('behavior: a client that reports a failed counterfactual deployment gives the chain’s no: invalid', async () => {
    const [, vector] = cases[0] ?? []
    if (!vector) throw new Error('vector missing')
    // viem's `call({ data })` does not raise this error itself; a caller's own client may.
    const client = {
      rpcHost: TEST_RPC_HOST,
      call: () => Promise.reject(new CounterfactualDeploymentFailedError({ factory: undefined })),
    }
    const result = await verifyProof(vector, { now, getPublicClient: () => client })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['signature'])
    expect(result.reasons.at(-1)?.message).toContain('the contract-wallet check rejected it')
  })

  test('behavior: an EOA proof never touches the network', async () => {
    let asked = false
    const result = await verifyProof(evmProof, {
      now: during,
      getPublicClient: () => ((asked = true), unreachableClient()),
    })
    expect(result.verdict).toBe('valid')
    expect(asked).toBe(false)
  })

  test('behavior: an already-invalid proof does not go to the network', async () => {
    const [, vector] = cases[0] ?? []
    if (!vector) throw new Error('vector missing')
    let asked = false
    const result = await verifyProof(vector, {
      now,
      expectedNonce: 'somethingElse1',
      getPublicClient: () => ((asked = true), unreachableClient()),
    })
    expect(result.verdict).toBe('invalid')
    expect(asked).toBe(false)
  })
})

describe('EVM signatures', () => {
  test('behavior: a recovery byte of 0/1 verifies like 27/28', async () => {
    const { r, s, yParity } = parseSignature(evmProof.signature as Hex)
    const compact = serializeSignature({ r, s, yParity })
    const low = `${compact.slice(0, 130)}${yParity === 0 ? '00' : '01'}`
    expect(compact.slice(130)).toMatch(/^(1b|1c)$/)
    for (const signature of [compact, low]) {
      expect((await verifyProof({ ...evmProof, signature }, { now: during })).verdict).toBe('valid')
    }
  })

  test('behavior: a signature by another key is not valid', async () => {
    const { privateKeyToAccount } = await import('viem/accounts')
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const signature = await other.signMessage({ message: evmProof.message })
    const result = await verifyProof({ ...evmProof, signature }, { now: during })
    expect(result.verdict).toBe('unverifiable') // could be a contract wallet: only the chain can say
    const chainSaysNo = answeringClient(() => encodeAbiParameters([{ type: 'bool' }], [false]))
    expect(
      (await verifyProof({ ...evmProof, signature }, { now: during, getPublicClient: () => chainSaysNo })).verdict,
    ).toBe('invalid')
  })

  test('behavior: a lower-case envelope address still matches', async () => {
    expect((await verifyProof({ ...evmProof, address: evmProof.address.toLowerCase() }, { now: during })).verdict).toBe(
      'valid',
    )
  })
})

/** The test EVM proof with the site on its first line rewritten, and signed again by its key. */
async function evmProofFor(site: string): Promise<Proof> {
  const message = evmProof.message.replace(/^sigil\.example /, `${site} `)
  expect(message).not.toBe(evmProof.message)
  return { ...evmProof, message, signature: await evmAccount.signMessage({ message }) }
}

/** The test Solana proof with its message rewritten, and signed again by its key. */
function solanaProofWith(edit: (message: string) => string): Proof {
  const message = edit(solanaProof.message)
  expect(message).not.toBe(solanaProof.message)
  return { ...solanaProof, message, signature: signSolana(message) }
}

describe('Solana', () => {
  test('default', async () => {
    const result = await verifyProof(solanaProof, { now: during, expectedDomain: 'SIGIL.example' })
    expect(result).toMatchObject({
      verdict: 'valid',
      domainMatches: true,
      fields: { namespace: 'solana', chainId: 'mainnet', address: solanaAddress },
    })
  })

  test('behavior: devnet and unnamed chains verify', async () => {
    for (const chainId of ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'])
      expect((await verifyProof(makeSolanaProof({ chainId }), { now: during })).verdict).toBe('valid')
  })

  test('behavior: a signature by another key is invalid, offline', async () => {
    const signature = signSolana(solanaProof.message, new Uint8Array(32).fill(9))
    const result = await verifyProof({ ...solanaProof, signature }, { now: during })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['signature'])
  })

  describe("the browser's Ed25519 and the library", () => {
    afterEach(() => vi.restoreAllMocks())
    const forged = () => ({ ...solanaProof, signature: signSolana(solanaProof.message, new Uint8Array(32).fill(9)) })

    test('default: the platform answers a good signature', async () => {
      const verify = vi.spyOn(crypto.subtle, 'verify')
      expect((await verifyProof(solanaProof, { now: during })).verdict).toBe('valid')
      expect(verify).toHaveBeenCalledOnce()
      await expect(verify.mock.results[0]!.value).resolves.toBe(true)
    })

    test("behavior: without the platform's Ed25519, the library decides alike", async () => {
      vi.spyOn(crypto.subtle, 'importKey').mockRejectedValue(new DOMException('Unrecognized name', 'NotSupportedError'))
      expect((await verifyProof(solanaProof, { now: during })).verdict).toBe('valid')
      expect((await verifyProof(forged(), { now: during })).verdict).toBe('invalid')
    })

    test("behavior: the platform's no is not the last word: the library decides", async () => {
      vi.spyOn(crypto.subtle, 'verify').mockResolvedValue(false)
      expect((await verifyProof(solanaProof, { now: during })).verdict).toBe('valid')
      expect((await verifyProof(forged(), { now: during })).verdict).toBe('invalid')
    })
  })

  test('behavior: an edited message is invalid', async () => {
    const message = solanaProof.message.replace('I control', 'I do not control')
    expect((await verifyProof({ ...solanaProof, message }, { now: during })).verdict).toBe('invalid')
  })

  test('behavior: a signature over the bytes, not a re-encoding, is required', async () => {
    const message = buildProofMessage({
      namespace: 'solana',
      address: solanaAddress,
      chainId: solanaProof.chainId,
      domain: 'sigil.example',
      uri: 'https://sigil.example/prove/',
      issuedAt,
      expirationTime,
      nonce: 'abcdefgh1234',
    })
    const signature = signSolana(`${message} `)
    expect((await verifyProof({ message, signature }, { now: during })).verdict).toBe('invalid')
  })
})

describe('checks', () => {
  test.each([
    ['EVM', evmProof],
    ['Solana', solanaProof],
  ])('behavior: %s expiry and start are enforced with check ids', async (_, proof: Proof) => {
    const expired = await verifyProof(proof, { now: new Date('2030-01-08T00:00:00.000Z') })
    expect(expired.verdict).toBe('invalid')
    expect(expired.reasons.find((r) => r.check === 'expired')).toMatchObject({ ok: false })
    expect(expired.reasons.find((r) => r.check === 'expired')?.message).toContain('expired')
    const early = await verifyProof(proof, { now: new Date('2029-12-31T23:59:59.999Z') })
    expect(early.verdict).toBe('valid') // Issued At in the future is not a reason to refuse
  })

  test('behavior: Not Before in the future is “not yet valid”', async () => {
    const message = formatSiweMessage({
      domain: 'sigil.example',
      address: evmAccount.address,
      uri: 'https://sigil.example/',
      version: '1',
      chainId: 1,
      nonce: 'abcdefgh1234',
      issuedAt: '2030-01-01T00:00:00Z',
      notBefore: '2030-01-05T00:00:00Z',
    })
    const signature = await evmAccount.signMessage({ message })
    const result = await verifyProof({ message, signature, address: evmAccount.address }, { now: during })
    expect(result.verdict).toBe('invalid')
    const refusal = result.reasons.find((r) => !r.ok)
    expect(refusal?.check).toBe('not-yet-valid')
    expect(refusal?.message).toContain('not yet valid')
    expect((await verifyProof({ message, signature }, { now: new Date('2030-01-05T00:00:00Z') })).verdict).toBe('valid')
  })

  test('behavior: another domain is invalid by default; requireDomainMatch false reports it and keeps the verdict', async () => {
    for (const requireDomainMatch of [undefined, true]) {
      const strict = await verifyProof(evmProof, { now: during, expectedDomain: 'evil.example', requireDomainMatch })
      expect(strict).toMatchObject({ verdict: 'invalid', domainMatches: false })
      expect(failed(strict)).toEqual(['domain'])
    }
    const lenient = await verifyProof(evmProof, {
      now: during,
      expectedDomain: 'evil.example',
      requireDomainMatch: false,
    })
    expect(lenient).toMatchObject({ verdict: 'valid', domainMatches: false })
    expect(lenient.reasons.find((r) => r.check === 'domain')?.ok).toBe(false)
    expect((await verifyProof(evmProof, { now: during })).domainMatches).toBeUndefined()
  })

  test.each([
    ['namespace', { ...solanaProof, message: evmProof.message }, 'envelope'],
    ['chain', { ...evmProof, chainId: 'eip155:1' }, 'envelope'],
    ['address', { ...evmProof, address: '0x000000000000000000000000000000000000dEaD' }, 'envelope'],
    // An EVM signature cannot even be read as a Solana one, so the link itself is refused.
    [
      'namespace and signature form',
      { ...evmProof, namespace: 'solana', chainId: solanaProof.chainId, address: solanaAddress },
      'input',
    ],
  ])('behavior: an envelope with another %s is invalid', async (_, proof, check) => {
    const result = await verifyProof(proof, { now: during })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toContain(check)
  })

  test.each([
    ['no Chain ID', (message: string) => message.replace('\nChain ID: mainnet', '')],
    ['Chain ID localnet', (message: string) => message.replace('Chain ID: mainnet', 'Chain ID: localnet')],
  ])(
    'behavior: a Solana message with %s stands for no chain a link can name: invalid in a link, valid pasted',
    async (_, edit) => {
      const proof = solanaProofWith(edit)
      const inLink = await verifyProof(proof, { now: during })
      expect(inLink.verdict).toBe('invalid')
      expect(failed(inLink)).toEqual(['envelope'])
      expect(inLink.reasons.find((r) => r.check === 'envelope')?.message).toContain('chain does not match')
      const { message, signature } = proof
      expect((await verifyProof({ message, signature }, { now: during })).verdict).toBe('valid')
    },
  )

  test('behavior: the domain is compared as signed, letter case aside: a port (even the scheme’s default) counts; the scheme does not', async () => {
    const domainMatches = async (site: string, expectedDomain = 'sigil.example') =>
      (await verifyProof(await evmProofFor(site), { now: during, expectedDomain })).domainMatches
    for (const site of [
      'sigil.example:443',
      'sigil.example:',
      'sigil.example.',
      '%73igil.example',
      'alice@sigil.example',
    ])
      expect(await domainMatches(site)).toBe(false)
    expect(await domainMatches('SIGIL.example:443', 'sigil.example:443')).toBe(true)
    for (const site of ['https://sigil.example', 'http://sigil.example', 'ftp://SIGIL.example'])
      expect(await domainMatches(site)).toBe(true)
    const required = await verifyProof(await evmProofFor('sigil.example:443'), {
      now: during,
      expectedDomain: 'sigil.example',
      requireDomainMatch: true,
    })
    expect(failed(required)).toEqual(['domain'])
  })

  test('behavior: an Issued At exactly 5 minutes ahead of the clock is accepted; a millisecond more is not', async () => {
    const fiveMinutes = 5 * 60 * 1000
    const atTheBound = await verifyProof(evmProof, { now: new Date(issuedAt.getTime() - fiveMinutes) })
    expect(atTheBound.verdict).toBe('valid')
    expect(atTheBound.reasons.find((r) => r.check === 'issued-at')?.ok).toBe(true)
    const beyond = await verifyProof(evmProof, { now: new Date(issuedAt.getTime() - fiveMinutes - 1) })
    expect(beyond.verdict).toBe('invalid')
    expect(failed(beyond)).toEqual(['issued-at'])
  })

  test('behavior: a pasted address must match the message', async () => {
    const { message, signature } = solanaProof
    expect((await verifyProof({ message, signature, address: solanaAddress }, { now: during })).verdict).toBe('valid')
    const other = await verifyProof(
      { message, signature, address: '11111111111111111111111111111111' },
      { now: during },
    )
    expect(failed(other)).toEqual(['envelope'])
  })

  test('behavior: a Solana signature on an EVM message is malformed', async () => {
    const result = await verifyProof({ message: evmProof.message, signature: solanaProof.signature }, { now: during })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['signature'])
  })

  test('behavior: an invalid clock cannot vouch for anything', async () => {
    expect((await verifyProof(evmProof, { now: new Date(Number.NaN) })).verdict).toBe('unverifiable')
  })

  test('behavior: never throws on junk', async () => {
    const junk: unknown[] = [
      undefined,
      null,
      42,
      'text',
      [],
      {},
      { v: 1 },
      { ...evmProof, v: 2 },
      { ...evmProof, address: undefined },
      { message: 5, signature: '0x' },
      { message: 'hello', signature: '0x00' },
      { message: evmProof.message, signature: '' },
      { message: evmProof.message, signature: `0x${'00'.repeat(65)}` },
      { message: evmProof.message, signature: `0x${'ff'.repeat(65)}` },
      { message: solanaProof.message, signature: '1'.repeat(88) },
      { message: evmProof.message, signature: evmProof.signature, address: 7 },
      Object.create(null),
    ]
    for (const input of junk) {
      const result = await verifyProof(input as Proof, { now: during })
      expect(result.verdict).not.toBe('valid')
      expect(result.reasons.length).toBeGreaterThan(0)
    }
    expect((await verifyProof(evmProof, undefined as never)).verdict).toBe('unverifiable')
  })
})
