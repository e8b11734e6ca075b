import { describe, expect, test } from 'vitest'
import { caip10 } from './caip.js'
import {
  answeringClient,
  during,
  evmAccount,
  makeLinkedProof,
  otherEvmAccount,
  otherSolanaSeed,
  signSolana,
  solanaAddress,
  solanaSeed,
  unreachableClient,
} from '../../../test/proof/testing.ts'
import type { LinkedProof } from './types.js'
import { verifyLinkedProof, type VerifyLinkedProofReturnType } from './verifyLinkedProof.js'

const options = { now: during, expectedDomain: 'sigil.example' }

/** The rules and parts that failed, as `rule` or `part N: check`. */
const failed = (result: VerifyLinkedProofReturnType) =>
  result.reasons.filter((r) => !r.ok).map((r) => (r.rule !== undefined ? r.rule : `part ${String(r.part)}: ${r.check}`))

const linked = await makeLinkedProof()

/**
 * `proof` with each part's message rewritten by `edit`, then signed again by the test key that
 * signed it: every signature stays valid, so only the linkage rules can break.
 */
async function rewritten(proof: LinkedProof, edit: (message: string, index: number) => string): Promise<LinkedProof> {
  const parts = await Promise.all(
    proof.parts.map(async (part, index) => {
      const message = edit(part.message, index)
      const signature =
        part.namespace === 'eip155'
          ? await evmAccount.signMessage({ message })
          : signSolana(message, part.address === solanaAddress ? solanaSeed : otherSolanaSeed)
      return { ...part, message, signature }
    }),
  )
  return { v: 2, parts }
}
const three = await makeLinkedProof({
  accounts: [
    { kind: 'evm' },
    { kind: 'evm', account: otherEvmAccount, chainId: 'eip155:8453' },
    { kind: 'solana', seed: otherSolanaSeed },
  ],
})

test('default', async () => {
  const result = await verifyLinkedProof(linked, options)
  expect(result.verdict).toBe('valid')
  expect(result.domainMatches).toBe(true)
  expect(result.accounts).toEqual([
    `eip155:1:${evmAccount.address}`,
    `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAddress}`,
  ])
  expect(result.parts.map((p) => p.verdict)).toEqual(['valid', 'valid'])
  expect(result.reasons.map((r) => [r.rule, r.ok])).toEqual([
    ['part-count', true],
    ['distinct-accounts', true],
    ['same-domain', true],
    ['same-uri', true],
    ['same-nonce', true],
    ['same-times', true],
    ['same-statement', true],
    ['resources', true],
  ])
  expect(result.reasons.every((r) => r.check === 'linkage')).toBe(true)
  expect(linked.parts[0]?.message).toContain(
    `Resources:\n- eip155:1:${evmAccount.address}\n- solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAddress}`,
  )
})

test('behavior: two EVM addresses and a Solana one are valid together', async () => {
  const result = await verifyLinkedProof(three, options)
  expect(failed(result)).toEqual([])
  expect(result.verdict).toBe('valid')
  expect(result.accounts).toHaveLength(3)
})

test('behavior: another site’s set is invalid, each part failing its domain; requireDomainMatch false keeps the verdict', async () => {
  const strict = await verifyLinkedProof(linked, { ...options, expectedDomain: 'other.example' })
  expect(strict.verdict).toBe('invalid')
  expect(failed(strict)).toEqual(['part 0: domain', 'part 1: domain'])
  expect(strict.domainMatches).toBe(false)
  const lenient = await verifyLinkedProof(linked, {
    now: during,
    expectedDomain: 'other.example',
    requireDomainMatch: false,
  })
  expect(lenient.verdict).toBe('valid')
  expect(lenient.domainMatches).toBe(false)
})

describe('behavior: invalid, naming the rule or the part', () => {
  test('a part removed: the others still list it', async () => {
    const result = await verifyLinkedProof({ v: 2, parts: three.parts.slice(0, 2) }, options)
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['resources'])
    expect(result.reasons.find((r) => r.rule === 'resources')?.message).toMatch(/^Part 1’s message lists “solana:/)
  })

  test('a part of another linked proof swapped in', async () => {
    const other = await makeLinkedProof({
      accounts: [{ kind: 'evm' }, { kind: 'solana', seed: otherSolanaSeed }],
      nonce: 'an0therNonce00000001',
    })
    const swapped: LinkedProof = { v: 2, parts: [linked.parts[0]!, other.parts[1]!] }
    const result = await verifyLinkedProof(swapped, options)
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['same-nonce', 'resources'])
    expect(result.parts.map((p) => p.verdict)).toEqual(['valid', 'valid'])
  })

  test('a same-set part from a proof with another nonce', async () => {
    const other = await makeLinkedProof({ nonce: 'an0therNonce00000001' })
    const result = await verifyLinkedProof({ v: 2, parts: [linked.parts[0]!, other.parts[1]!] }, options)
    expect(failed(result)).toEqual(['same-nonce'])
  })

  test('a validly signed part whose resources omit an account', async () => {
    const proof = await makeLinkedProof({
      edit: (fields, index) => (index === 1 ? { ...fields, resources: fields.resources.slice(1) } : fields),
    })
    const result = await verifyLinkedProof(proof, options)
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['resources'])
    expect(result.reasons.find((r) => r.rule === 'resources')?.message).toContain(
      'Part 2’s message does not list “eip155:1:',
    )
  })

  test('a validly signed part whose resources add an account', async () => {
    const extra = caip10({ chainId: 'eip155:1', address: otherEvmAccount.address })
    const proof = await makeLinkedProof({
      edit: (fields, index) => (index === 0 ? { ...fields, resources: [...fields.resources, extra] } : fields),
    })
    const result = await verifyLinkedProof(proof, options)
    expect(failed(result)).toEqual(['resources'])
    expect(result.reasons.find((r) => r.rule === 'resources')?.message).toContain(extra)
  })

  test('a validly signed part that lists an account twice, or without its checksum', async () => {
    const twice = await makeLinkedProof({
      edit: (fields) => ({ ...fields, resources: [...fields.resources, fields.resources[0]!] }),
    })
    expect(failed(await verifyLinkedProof(twice, options))).toEqual(['resources'])
    const lower = await makeLinkedProof({
      edit: (fields) => ({ ...fields, resources: fields.resources.map((r) => r.toLowerCase()) }),
    })
    expect(failed(await verifyLinkedProof(lower, options))).toEqual(['resources'])
  })

  test('a validly signed part with no resources', async () => {
    const proof = await makeLinkedProof({ edit: (fields, i) => (i === 1 ? { ...fields, resources: [] } : fields) })
    expect(failed(await verifyLinkedProof(proof, options))).toEqual(['resources'])
  })

  test.each([
    ['same-nonce', { nonce: 'd1fferentN0nce0001' }],
    ['same-domain', { domain: 'other.example' }],
    ['same-uri', { uri: 'https://sigil.example/elsewhere/' }],
    ['same-times', { expirationTime: new Date('2030-01-09T00:00:00.000Z') }],
    ['same-statement', { statement: 'Something else.' }],
  ] as const)('a validly signed part breaking %s', async (rule, change) => {
    const proof = await makeLinkedProof({ edit: (fields, i) => (i === 1 ? { ...fields, ...change } : fields) })
    // The rule alone: a part for another site is invalid on its own too, unless the domain is not required.
    const result = await verifyLinkedProof(proof, { ...options, requireDomainMatch: false })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual([rule])
    expect(result.parts.map((p) => p.verdict)).toEqual(['valid', 'valid'])
  })

  test('same-domain: two messages for one host that differ only in their scheme break it', async () => {
    const withSchemes = (first: string, second: string) =>
      rewritten(linked, (message, index) => `${index === 0 ? first : second}${message}`)
    const differing: Array<[string, string]> = [
      ['https://', ''],
      ['https://', 'http://'],
    ]
    for (const [first, second] of differing) {
      const result = await verifyLinkedProof(await withSchemes(first, second), options)
      expect(result.verdict).toBe('invalid')
      expect(failed(result)).toEqual(['same-domain'])
      expect(result.parts.map((p) => p.verdict)).toEqual(['valid', 'valid'])
    }
    expect(failed(await verifyLinkedProof(await withSchemes('https://', 'HTTPS://'), options))).toEqual([])
  })

  test('same-nonce: a message without a nonce breaks it, even when no message has one', async () => {
    const withoutNonce = (message: string) => message.replace(/\nNonce: \w+/, '')
    const oneWithout = await rewritten(linked, (message, index) => (index === 1 ? withoutNonce(message) : message))
    const result = await verifyLinkedProof(oneWithout, options)
    expect(failed(result)).toEqual(['same-nonce'])
    expect(result.parts.map((p) => p.verdict)).toEqual(['valid', 'valid'])
    expect(result.reasons.find((r) => r.rule === 'same-nonce')?.message).toBe(
      'Part 2’s message has no nonce, which linked messages share.',
    )
    // Only Sign-In with Solana may leave the nonce out: two Solana keys, neither message with one.
    const twoSolana = await makeLinkedProof({
      accounts: [{ kind: 'solana' }, { kind: 'solana', seed: otherSolanaSeed }],
    })
    const noneWith = await verifyLinkedProof(await rewritten(twoSolana, withoutNonce), options)
    expect(failed(noneWith)).toEqual(['same-nonce'])
    expect(noneWith.parts.map((p) => p.verdict)).toEqual(['valid', 'valid'])
  })

  test('same-times: one instant spelled two ways breaks it', async () => {
    const written = 'Issued At: 2030-01-01T00:00:00.000Z'
    for (const spelling of ['2030-01-01T00:00:00Z', '2030-01-01T01:00:00.000+01:00', '2030-01-01T00:00:00.0000Z']) {
      const proof = await rewritten(linked, (message, index) =>
        index === 1 ? message.replace(written, `Issued At: ${spelling}`) : message,
      )
      const result = await verifyLinkedProof(proof, options)
      expect(failed(result)).toEqual(['same-times'])
      expect(result.parts.map((p) => p.verdict)).toEqual(['valid', 'valid'])
    }
  })

  test('a flipped signature byte', async () => {
    const signature = linked.parts[1]!.signature
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    const proof: LinkedProof = { v: 2, parts: [linked.parts[0]!, { ...linked.parts[1]!, signature: flipped }] }
    const result = await verifyLinkedProof(proof, options)
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['part 1: signature'])
    expect(result.reasons.at(-1)?.message).toMatch(/^Part 2 \(\w{4}…\w{4} on Solana\): /)
  })

  test('an EVM signature byte flipped: only the chain could vouch for it, and does not', async () => {
    const signature = three.parts[1]!.signature
    const flipped = `${signature.slice(0, 20)}${signature[20] === 'a' ? 'b' : 'a'}${signature.slice(21)}`
    const proof: LinkedProof = { v: 2, parts: three.parts.map((p, i) => (i === 1 ? { ...p, signature: flipped } : p)) }
    // Offline, a signature that is not the key's own could still be a contract wallet's.
    expect((await verifyLinkedProof(proof, options)).verdict).toBe('unverifiable')
    const { encodeAbiParameters } = await import('viem')
    const noContract = answeringClient(() => encodeAbiParameters([{ type: 'bool' }], [false]))
    const result = await verifyLinkedProof(proof, { ...options, getPublicClient: () => noContract })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['part 1: signature'])
    expect(result.reasons.at(-1)?.message).toMatch(/^Part 2 \(0x7099…79C8 on Base\): /)
  })

  test('an envelope that names another address', async () => {
    const proof: LinkedProof = {
      v: 2,
      parts: [{ ...linked.parts[0]!, address: otherEvmAccount.address }, linked.parts[1]!],
    }
    const result = await verifyLinkedProof(proof, options)
    expect(failed(result)).toEqual(['part 0: envelope'])
  })

  test('an expired link', async () => {
    const result = await verifyLinkedProof(linked, { now: new Date('2031-01-01T00:00:00Z') })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['part 0: expired', 'part 1: expired'])
  })

  test('more than 5 parts, one part, none', async () => {
    const solana = (n: number) => ({ kind: 'solana' as const, seed: Uint8Array.from({ length: 32 }, () => n) })
    const six = await makeLinkedProof({ accounts: [1, 2, 3, 4, 5, 6].map(solana) })
    const tooMany = await verifyLinkedProof(six, options)
    expect(tooMany.verdict).toBe('invalid')
    expect(failed(tooMany)).toEqual(['part-count'])
    expect(tooMany.reasons[0]?.message).toBe('A linked proof needs 2 to 5 addresses; this one has 6.')
    const five = await makeLinkedProof({ accounts: [1, 2, 3, 4, 5].map(solana) })
    expect((await verifyLinkedProof(five, options)).verdict).toBe('valid')

    const one = await makeLinkedProof({ accounts: [{ kind: 'evm' }] })
    const single = await verifyLinkedProof(one, options)
    expect(single.verdict).toBe('invalid')
    expect(failed(single)).toEqual(['part-count'])
    expect(failed(await verifyLinkedProof({ v: 2, parts: [] }, options))).toEqual(['part-count'])
  })

  test('the same account twice', async () => {
    const proof = await makeLinkedProof({ accounts: [{ kind: 'evm' }, { kind: 'solana' }, { kind: 'evm' }] })
    const result = await verifyLinkedProof(proof, options)
    expect(result.verdict).toBe('invalid')
    // The messages list the account twice too, so the resources rule fails with it.
    expect(failed(result)).toEqual(['distinct-accounts', 'resources'])
    expect(result.reasons[1]?.message).toContain('Part 3 is the same address as part 1')
  })

  test('one EVM address on Ethereum and on Base: one key, so one address', async () => {
    const proof = await makeLinkedProof({
      accounts: [
        { kind: 'evm', chainId: 'eip155:1' },
        { kind: 'evm', chainId: 'eip155:8453' },
      ],
    })
    const result = await verifyLinkedProof(proof, options)
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['distinct-accounts'])
  })

  test('the same account twice, in another letter case in the envelope', async () => {
    const [first, second] = linked.parts
    const copy = { ...first!, address: first!.address.toLowerCase() }
    const result = await verifyLinkedProof({ v: 2, parts: [first!, second!, copy] }, options)
    expect(failed(result)).toContain('distinct-accounts')
  })

  test('garbage in place of a part', async () => {
    const proof = { v: 2, parts: [linked.parts[0], null, 'x'] } as unknown as LinkedProof
    const result = await verifyLinkedProof(proof, options)
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['distinct-accounts', 'resources', 'part 1: input', 'part 2: input'])
  })
})

const contract = '0x000000000000000000000000000000000000dEaD'
const withContract = await makeLinkedProof({ accounts: [{ kind: 'evm', address: contract }, { kind: 'solana' }] })

describe('behavior: contract-wallet parts', () => {
  test('an unreachable RPC makes the link unverifiable, never valid', async () => {
    const asked: number[] = []
    const result = await verifyLinkedProof(withContract, {
      ...options,
      getPublicClient: (chainId) => (asked.push(chainId), unreachableClient()),
    })
    expect(asked).toEqual([1])
    expect(result.verdict).toBe('unverifiable')
    expect(result.parts.map((p) => p.verdict)).toEqual(['unverifiable', 'valid'])
    expect(failed(result)).toEqual(['part 0: signature'])
    expect(result.reasons.at(-1)?.message).toMatch(/^Part 1 \(0x0000…dEaD on Ethereum\): .*Could not reach /)
  })

  test('without an RPC it is unverifiable', async () => {
    expect((await verifyLinkedProof(withContract, options)).verdict).toBe('unverifiable')
  })

  test('the chain is not asked when the link fails anyway', async () => {
    const broken = await makeLinkedProof({
      accounts: [{ kind: 'evm', address: contract }, { kind: 'solana' }],
      edit: (fields, i) => (i === 1 ? { ...fields, nonce: 'd1fferentN0nce0001' } : fields),
    })
    let asked = 0
    const result = await verifyLinkedProof(broken, {
      ...options,
      getPublicClient: () => (asked++, unreachableClient()),
    })
    expect(asked).toBe(0)
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['same-nonce', 'part 0: signature'])
    expect(result.reasons.at(-1)?.message).toContain('the chain was not asked')
  })

  test('a contract that refuses the signature makes it invalid', async () => {
    const { encodeAbiParameters } = await import('viem')
    const refusing = answeringClient(() => encodeAbiParameters([{ type: 'bool' }], [false]))
    const result = await verifyLinkedProof(withContract, { ...options, getPublicClient: () => refusing })
    expect(result.verdict).toBe('invalid')
    expect(failed(result)).toEqual(['part 0: signature'])
  })
})

test('behavior: never throws, whatever it is given', async () => {
  for (const value of [null, {}, { v: 2 }, { v: 2, parts: 'x' }, { v: 2, parts: [1, 2] }]) {
    const result = await verifyLinkedProof(value as unknown as LinkedProof, options)
    expect(result.verdict).not.toBe('valid')
  }
})
