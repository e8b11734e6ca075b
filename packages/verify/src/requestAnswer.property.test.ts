/**
 * Properties of the whole reading of a link, from its text to "answers your request": over
 * generated links of every shape (Sign-In, linked, plain; right and wrong signer, nonce, site,
 * statement and times) and their one-character mutations,
 *
 * - "answers your request" comes only from a proof built to fit the stored request, or from a
 *   mutation that left its signed texts and signatures as they were; and every such proof answers;
 * - `valid` comes only from signatures that check under other implementations (ethers for EVM,
 *   tweetnacl for Solana), for every account the result says is proven.
 */
import { base58 } from '@scure/base'
import { utils as ethersUtils } from 'ethers'
import fc from 'fast-check'
import nacl from 'tweetnacl'
import { describe, expect, test } from 'vitest'
import { buildProofMessage } from './buildProofMessage.js'
import { caip10, SOLANA_CLUSTERS } from './caip.js'
import { checkRequestAnswer } from './checkRequestAnswer.js'
import { decodeProofFragment } from './decodeProofFragment.js'
import { encodeProofLink } from './encodeProofLink.js'
import { BASE64URL_CHARS, mutate, prng } from '../../../test/proof/fuzzing.ts'
import type { ProofRequest } from './requestLink.js'
import {
  evmAccount,
  otherEvmAccount,
  otherSolanaSeed,
  signSolana,
  solanaAddress,
  solanaAddressOf,
} from '../../../test/proof/testing.ts'
import type { AnyProof, ProofPart } from './types.js'
import type { VerifiedResult } from './verifiedResult.js'
import { verifyLinkedProof } from './verifyLinkedProof.js'
import { verifyPlainMessage } from './verifyPlainMessage.js'
import { verifyProof } from './verifyProof.js'

const HOST = 'sigil.example'
const SITE = `https://${HOST}/`
const MADE = new Date('2030-03-01T12:00:00.000Z')
const NOW = new Date(MADE.getTime() + 10 * 60_000)
const MINUTE = 60_000
const NONCE = 'sigilPr0pertyN0nce1234'

type Family = 'evm' | 'solana' | 'linked' | 'linked-one-key'
type Candidate = {
  family: Family
  rightSigner: boolean
  plain: 'no' | 'sign-in-text' | 'ordinary-text'
  nonce: 'request' | 'other'
  domain: 'site' | 'other'
  statement: 'request' | 'other'
  issued: 'inside' | 'before' | 'future'
  expires: 'inside' | 'after'
  mutation: number | undefined
}
type Asked = { want: ProofRequest['want']; named: boolean; statement: boolean }

function requestFor(asked: Asked): ProofRequest {
  const addresses = !asked.named
    ? []
    : asked.want === 'eip155'
      ? [evmAccount.address]
      : asked.want === 'solana'
        ? [solanaAddress]
        : [evmAccount.address, solanaAddress]
  return {
    v: 1,
    want: asked.want,
    addresses,
    ...(asked.statement ? { statement: 'Prove it to the club' } : {}),
    nonce: NONCE,
    expires: new Date(MADE.getTime() + 60 * MINUTE).toISOString(),
  }
}

type Member = {
  namespace: 'eip155' | 'solana'
  chainId: string
  address: string
  sign: (text: string) => Promise<string>
}

function members(candidate: Candidate): Member[] {
  const evm = (chainId: string): Member => ({
    namespace: 'eip155',
    chainId,
    address: evmAccount.address,
    sign: (message) => (candidate.rightSigner ? evmAccount : otherEvmAccount).signMessage({ message }),
  })
  const solana: Member = {
    namespace: 'solana',
    chainId: `solana:${SOLANA_CLUSTERS.mainnet}`,
    address: solanaAddress,
    sign: (message) =>
      Promise.resolve(candidate.rightSigner ? signSolana(message) : signSolana(message, otherSolanaSeed)),
  }
  if (candidate.family === 'evm') return [evm('eip155:1')]
  if (candidate.family === 'solana') return [solana]
  if (candidate.family === 'linked') return [evm('eip155:1'), solana]
  return [evm('eip155:1'), evm('eip155:8453')]
}

async function build(candidate: Candidate, request: ProofRequest): Promise<AnyProof> {
  const signers = members(candidate)
  const linked = signers.length > 1
  const issuedAt =
    candidate.issued === 'inside'
      ? new Date(MADE.getTime() + 5 * MINUTE)
      : candidate.issued === 'before'
        ? new Date(MADE.getTime() - 24 * 60 * MINUTE)
        : new Date(NOW.getTime() + 2 * 365 * 24 * 60 * MINUTE)
  const expirationTime = new Date(
    Math.max(issuedAt.getTime(), MADE.getTime()) + (candidate.expires === 'inside' ? 40 : 180) * MINUTE,
  )
  const domain = candidate.domain === 'site' ? HOST : 'evil.example'
  const parts: ProofPart[] = []
  for (const member of signers) {
    const message = buildProofMessage({
      namespace: member.namespace,
      address: member.address,
      chainId: member.chainId,
      domain,
      uri: `https://${domain}/`,
      statement: candidate.statement === 'request' ? request.statement : 'Something else',
      issuedAt,
      expirationTime,
      nonce: candidate.nonce === 'request' ? NONCE : 'Abcdefgh12345678X',
      resources: linked ? signers.map(caip10) : undefined,
    })
    parts.push({ ...member, message, signature: await member.sign(message) })
  }
  const [first] = parts
  if (!first) throw new Error('no part')
  if (candidate.plain !== 'no')
    return {
      v: 3,
      namespace: first.namespace,
      address: first.address,
      message: candidate.plain === 'ordinary-text' ? 'I agree to the terms.' : first.message,
      signature:
        candidate.plain === 'ordinary-text' ? await signers[0]!.sign('I agree to the terms.') : first.signature,
    }
  return linked ? { v: 2, parts } : { v: 1, ...first }
}

/** Whether the candidate was built to answer the request (before any mutation). */
function fits(candidate: Candidate, request: ProofRequest): boolean {
  const shape =
    request.want === 'linked'
      ? candidate.family === 'linked'
      : candidate.family === (request.want === 'eip155' ? 'evm' : 'solana')
  return (
    shape &&
    candidate.plain === 'no' &&
    candidate.rightSigner &&
    candidate.nonce === 'request' &&
    candidate.domain === 'site' &&
    candidate.statement === 'request' &&
    candidate.issued === 'inside' &&
    candidate.expires === 'inside'
  )
}

async function verify(proof: AnyProof): Promise<VerifiedResult> {
  const parameters = { now: NOW, expectedDomain: HOST }
  if (proof.v === 3) return verifyPlainMessage(proof)
  if (proof.v === 2) return verifyLinkedProof(proof, parameters)
  return verifyProof(proof, parameters)
}

/** The signed texts and signatures a proof carries, whatever its shape. */
function content(proof: AnyProof): string {
  const pairs = proof.v === 2 ? proof.parts : [proof]
  return JSON.stringify(pairs.map((part) => [part.message, part.signature, part.address]))
}

/** Whether another implementation accepts `signature` by `address` over `message`. */
function checksElsewhere(namespace: 'eip155' | 'solana', address: string, message: string, signature: string): boolean {
  try {
    if (namespace === 'eip155')
      return ethersUtils.verifyMessage(message, signature).toLowerCase() === address.toLowerCase()
    return nacl.sign.detached.verify(
      new TextEncoder().encode(message),
      base58.decode(signature),
      base58.decode(address),
    )
  } catch {
    return false
  }
}

const asked = fc.record<Asked>({
  want: fc.constantFrom('eip155', 'solana', 'linked'),
  named: fc.boolean(),
  statement: fc.boolean(),
})

/** One way a proof can differ from the one a request asks for. */
const deviation = fc.constantFrom<(c: Candidate) => Candidate>(
  (c) => ({ ...c, family: c.family === 'evm' ? 'solana' : 'evm' }),
  (c) => ({ ...c, family: 'linked-one-key' }),
  (c) => ({ ...c, family: c.family === 'linked' ? 'evm' : 'linked' }),
  (c) => ({ ...c, rightSigner: false }),
  (c) => ({ ...c, plain: 'sign-in-text' }),
  (c) => ({ ...c, plain: 'ordinary-text' }),
  (c) => ({ ...c, nonce: 'other' }),
  (c) => ({ ...c, domain: 'other' }),
  (c) => ({ ...c, statement: 'other' }),
  (c) => ({ ...c, issued: 'before' }),
  (c) => ({ ...c, issued: 'future' }),
  (c) => ({ ...c, expires: 'after' }),
)

/** A request, and a proof built to answer it with none, one or two deviations, maybe mutated after. */
const scenario = fc
  .tuple(
    asked,
    fc.array(deviation, { maxLength: 2 }),
    fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { nil: undefined, freq: 2 }),
  )
  .map(([a, deviations, mutation]) => {
    const fitting: Candidate = {
      family: a.want === 'eip155' ? 'evm' : a.want === 'solana' ? 'solana' : 'linked',
      rightSigner: true,
      plain: 'no',
      nonce: 'request',
      domain: 'site',
      statement: 'request',
      issued: 'inside',
      expires: 'inside',
      mutation,
    }
    return { asked: a, candidate: deviations.reduce((c, deviate) => deviate(c), fitting) }
  })

describe('reading a link through to a request answer', () => {
  test('answers only what was built to answer, and valid only from signatures that check elsewhere', async () => {
    let answered = 0
    await fc.assert(
      fc.asyncProperty(scenario, async ({ asked: a, candidate: c }) => {
        const request = requestFor(a)
        const proof = await build(c, request)
        const link = encodeProofLink(proof, SITE)
        const read =
          c.mutation === undefined
            ? link
            : link.replace(
                /#proof=(.*)$/,
                (_, payload: string) => `#proof=${mutate(payload, prng(c.mutation!), BASE64URL_CHARS)}`,
              )
        const decoded = decodeProofFragment(read)
        if (!decoded.ok) return
        const result = await verify(decoded.proof)
        const { answers } = checkRequestAnswer({ request, made: MADE.toISOString() }, result, { now: NOW, host: HOST })
        const signedAsBuilt = content(decoded.proof) === content(proof)
        const asBuilt = JSON.stringify(decoded.proof) === JSON.stringify(proof)

        if (answers) {
          answered++
          expect(fits(c, request) && signedAsBuilt).toBe(true)
        }
        if (fits(c, request) && asBuilt) expect(answers).toBe(true)

        if (result.verdict === 'valid') {
          expect(result.proven.length).toBeGreaterThan(0)
          const pairs = decoded.proof.v === 2 ? decoded.proof.parts : [decoded.proof]
          for (const account of result.proven) {
            const pair = pairs.find((p) => p.address.toLowerCase() === account.address.toLowerCase())
            expect(pair && checksElsewhere(account.namespace, account.address, pair.message, pair.signature)).toBe(true)
          }
        }
      }),
      { numRuns: 300, seed: 20261126 },
    )
    // The property is not vacuous: some generated links did answer.
    expect(answered).toBeGreaterThan(0)
  }, 120_000)
})

// The other key of a wrong signer is a real, different account: a signature by it never checks for the named one.
test('the wrong signers are other accounts', () => {
  expect(otherEvmAccount.address).not.toBe(evmAccount.address)
  expect(solanaAddressOf(otherSolanaSeed)).not.toBe(solanaAddress)
})
