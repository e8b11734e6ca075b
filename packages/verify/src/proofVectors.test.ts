/**
 * The test vectors of docs/proof-format.md (docs/proof-vectors.json): each link decodes to the
 * proof printed beside it, encodes back to the same link, and gets the documented verdict at the
 * documented moment, failing the documented check. The vectors are rebuilt here from the test keys
 * and must equal the file, so the document cannot drift from the code.
 * `SIGIL_WRITE_PROOF_VECTORS=1 npx vitest run src/proof/proofVectors.test.ts` rewrites the file.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { decodeProofFragment } from './decodeProofFragment.js'
import { encodeProofLink } from './encodeProofLink.js'
import {
  during,
  expirationTime,
  issuedAt,
  makeEvmProof,
  makeLinkedProof,
  makeSolanaProof,
} from '../../../test/proof/testing.ts'
import type { AnyProof, LinkedProof, Proof } from './types.js'
import { verifyLinkedProof } from './verifyLinkedProof.js'
import { verifyPlainMessage } from './verifyPlainMessage.js'
import { verifyProof } from './verifyProof.js'
import { linkedProofWithSmallOrderKey, smallOrderSignInProof } from '../../../test/proof/smallOrderKeys.ts'
import { hexSignInEvmProof, signInExpiringBeforeIssued } from '../../../test/proof/forgedSignIns.ts'

type Vector = {
  name: string
  description: string
  /** The reader's clock for this vector (ISO 8601). */
  now: string
  /** The site the reader is on; the proofs are bound to sigil.example. */
  expectedDomain: string
  link: string
  proof: AnyProof
  verdict: 'valid' | 'invalid' | 'unverifiable'
  /**
   * The first check that failed (`check`, and `rule` for a linked proof's rule): for `invalid`, and
   * for another site's valid sign-in (`domain`), which proves a sign-in there and nothing here.
   */
  failed?: { check: string; rule?: string }
  /** Whether the proof was made for `expectedDomain`. */
  domainMatches?: boolean
}

const FILE = new URL('../../../docs/proof-vectors.json', import.meta.url)
const SITE = 'https://sigil.example/'

function vector(
  name: string,
  description: string,
  proof: AnyProof,
  outcome: Pick<Vector, 'verdict' | 'failed' | 'domainMatches'>,
  now = during,
  expectedDomain = 'sigil.example',
): Vector {
  return {
    name,
    description,
    now: now.toISOString(),
    expectedDomain,
    link: encodeProofLink(proof, SITE),
    proof,
    ...outcome,
  }
}

async function buildVectors(): Promise<Vector[]> {
  const evm = await makeEvmProof()
  const solana = makeSolanaProof()
  const linked = await makeLinkedProof()
  // An EVM signature that does not recover could still be a contract wallet's, which only the chain
  // can answer; a Solana signature is decided offline, so the altered vector is Solana's.
  const altered: Proof = {
    ...solana,
    message: solana.message.replace('I control this address.', 'I control that address.'),
  }
  const missingResource: LinkedProof = await makeLinkedProof({
    edit: (fields, index) => (index === 1 ? { ...fields, resources: fields.resources.slice(0, 1) } : fields),
  })
  const smallOrderLinked = await linkedProofWithSmallOrderKey()
  const expiresBeforeIssued = await signInExpiringBeforeIssued('eip155', during)
  const hexSignIn = (await hexSignInEvmProof()).proof
  const oneAddressTwice = await makeLinkedProof({
    accounts: [
      { kind: 'evm', chainId: 'eip155:1' },
      { kind: 'evm', chainId: 'eip155:8453' },
    ],
  })
  return [
    vector('evm-v1-valid', 'An EIP-4361 message on Base, signed with personal_sign.', evm, { verdict: 'valid' }),
    vector('solana-v1-valid', 'A Sign-In with Solana message, signed with signMessage.', solana, { verdict: 'valid' }),
    vector('linked-v2-valid', 'An EVM and a Solana address linked in one proof.', linked, { verdict: 'valid' }),
    vector('solana-v1-altered', 'The Solana proof with one word of its statement changed.', altered, {
      verdict: 'invalid',
      failed: { check: 'signature' },
    }),
    vector(
      'evm-v1-expired',
      'The EVM proof read a minute after its expiration time.',
      evm,
      { verdict: 'invalid', failed: { check: 'expired' } },
      new Date(expirationTime.getTime() + 60_000),
    ),
    vector(
      'linked-v2-missing-resource',
      'A linked proof whose second message lists only the first account under Resources:.',
      missingResource,
      { verdict: 'invalid', failed: { check: 'linkage', rule: 'resources' } },
    ),
    vector(
      'evm-v1-issued-in-the-future',
      'The EVM proof read ten minutes before its Issued At: more than the five minutes clocks may drift.',
      evm,
      { verdict: 'invalid', failed: { check: 'issued-at' } },
      new Date(issuedAt.getTime() - 10 * 60_000),
    ),
    vector(
      'linked-v2-one-address-twice',
      'One EVM address linked with itself, on Ethereum and on Base: one key, so one address, not a set.',
      oneAddressTwice,
      { verdict: 'invalid', failed: { check: 'linkage', rule: 'distinct-accounts' } },
    ),
    vector(
      'evm-v1-another-site',
      'The EVM proof read on another site (other.example): a valid sign-in for sigil.example, which proves nothing on other.example.',
      evm,
      { verdict: 'valid', failed: { check: 'domain' }, domainMatches: false },
      during,
      'other.example',
    ),
    vector(
      'solana-v1-small-order-key',
      'A Sign-In with Solana by 11111111111111111111111111111111, a key of small order that no private key makes, "signed" with R = identity and S = 0: a signature any message passes under lenient (ZIP-215) rules.',
      smallOrderSignInProof(),
      { verdict: 'invalid', failed: { check: 'signature' } },
    ),
    vector(
      'linked-v2-small-order-key',
      'The EVM test key linked with 11111111111111111111111111111111, whose part is "signed" R = identity, S = 0: one forged part breaks the set.',
      smallOrderLinked,
      { verdict: 'invalid', failed: { check: 'signature' } },
    ),
    vector(
      'evm-v1-expires-before-issued',
      'An EIP-4361 message whose Expiration Time is a minute before its Issued At, read between the two (within the clock drift allowed): it was never valid.',
      expiresBeforeIssued,
      { verdict: 'invalid', failed: { check: 'expires-after-issued' } },
    ),
    vector(
      'plain-v3-hex-sign-in',
      'A plain-message link whose message is 0x and the hex of a Sign-In naming the EVM test key, signed by another key: the bytes signed are a Sign-In, never a plain message.',
      hexSignIn,
      { verdict: 'invalid', failed: { check: 'message' } },
    ),
  ]
}

async function firstFailure(proof: AnyProof, now: Date, expectedDomain: string) {
  // As Sigil's pages read a link: another site's Sign-In keeps its verdict, its domain check failed.
  const parameters = { now, expectedDomain, requireDomainMatch: false }
  if (proof.v === 3) {
    const result = await verifyPlainMessage(proof)
    const failed = result.reasons.find((reason) => !reason.ok)
    // A plain message names no site: its vectors document no domain match.
    return { verdict: result.verdict, failed: failed && { check: failed.check }, domainMatches: undefined }
  }
  if (proof.v === 2) {
    const result = await verifyLinkedProof(proof, parameters)
    const failed = result.reasons.find((reason) => !reason.ok)
    return {
      verdict: result.verdict,
      failed: failed && { check: failed.check, rule: failed.rule },
      domainMatches: result.domainMatches,
    }
  }
  const result = await verifyProof(proof, parameters)
  const failed = result.reasons.find((reason) => !reason.ok)
  return { verdict: result.verdict, failed: failed && { check: failed.check }, domainMatches: result.domainMatches }
}

const built = await buildVectors()
if (process.env.SIGIL_WRITE_PROOF_VECTORS === '1') writeFileSync(FILE, `${JSON.stringify(built, null, 2)}\n`)
const documented = JSON.parse(readFileSync(FILE, 'utf8')) as Vector[]

describe('docs/proof-vectors.json', () => {
  test('is what the code makes from the test keys', () => {
    expect(documented).toEqual(built)
  })

  test.each(documented)('$name: the link decodes to its proof and encodes back', (v) => {
    const decoded = decodeProofFragment(v.link)
    expect(decoded).toEqual({ ok: true, proof: v.proof })
    expect(encodeProofLink(v.proof, SITE)).toBe(v.link)
  })

  test.each(documented)('$name: $verdict', async (v) => {
    const outcome = await firstFailure(v.proof, new Date(v.now), v.expectedDomain)
    expect(outcome.verdict).toBe(v.verdict)
    if (v.failed) expect(outcome.failed).toEqual(v.failed.rule ? v.failed : { check: v.failed.check })
    else expect(outcome.failed).toBeUndefined()
    expect(outcome.domainMatches).toBe(v.proof.v === 3 ? undefined : (v.domainMatches ?? true))
  })
})
