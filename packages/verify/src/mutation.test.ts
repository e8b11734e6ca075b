import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { encodeBase64url } from './base64url.js'
import { decodeProofFragment } from './decodeProofFragment.js'
import { encodeProofLink } from './encodeProofLink.js'
import { during, makeEvmProof, makeLinkedProof, makeSolanaProof, otherEvmAccount } from '../../../test/proof/testing.ts'
import type { AnyProof, Proof, ProofPart } from './types.js'
import { verifyLinkedProof } from './verifyLinkedProof.js'
import { verifyProof } from './verifyProof.js'

/**
 * Property: editing a valid proof anywhere (its link, its message or its signature) never yields
 * a `valid` verdict unless the edit changed nothing that matters, and nothing ever throws.
 * EVM proofs are checked with no RPC, so a foreign signature can at best be `unverifiable`.
 */

type Mutation = { op: 'replace' | 'insert' | 'delete'; at: number; char: string }

const base64urlChars = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')
const hexChars = Array.from('0123456789abcdefABCDEF')
const base58Chars = Array.from('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')
const messageChars = Array.from('\n :-./0123456789ABCDEFabcdefxyzTZ')

const mutations = (alphabet: string[]) =>
  fc.array(
    fc.record({
      op: fc.constantFrom('replace' as const, 'insert' as const, 'delete' as const),
      at: fc.nat({ max: 4096 }),
      // Mostly characters that keep the text plausible, so edits get past the format checks.
      char: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...alphabet) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      ),
    }),
    { minLength: 1, maxLength: 3 },
  )

function mutate(text: string, edits: Mutation[]): string {
  let out = text
  for (const { op, at, char } of edits) {
    const i = at % (out.length + (op === 'insert' ? 1 : 0) || 1)
    if (op === 'insert') out = out.slice(0, i) + char + out.slice(i)
    else if (op === 'delete') out = out.slice(0, i) + out.slice(i + 1)
    else out = out.slice(0, i) + char + out.slice(i + 1)
  }
  return out
}

/** Same proof in every respect that matters: hex and EVM addresses are case-insensitive. */
function sameProof(a: AnyProof, b: AnyProof): boolean {
  if (a.v === 2 || b.v === 2) {
    if (a.v !== 2 || b.v !== 2 || a.parts.length !== b.parts.length) return false
    return a.parts.every((part, i) => {
      const other = b.parts[i]
      return other !== undefined && samePart(part, other)
    })
  }
  // The links mutated here are Sign-In proofs: a plain message (v3) is never the same as one of them.
  if (a.v === 3 || b.v === 3) return false
  return samePart(a, b)
}

function samePart(a: ProofPart, b: ProofPart): boolean {
  const fold = (namespace: string, value: string) => (namespace === 'eip155' ? value.toLowerCase() : value)
  return (
    a.namespace === b.namespace &&
    a.chainId === b.chainId &&
    a.message === b.message &&
    fold(a.namespace, a.address) === fold(b.namespace, b.address) &&
    fold(a.namespace, a.signature) === fold(b.namespace, b.signature)
  )
}

async function verdictOfLink(link: string) {
  const decoded = decodeProofFragment(link)
  if (!decoded.ok) return { decoded: undefined, verdict: 'undecodable' as const }
  const { verdict } =
    decoded.proof.v === 2
      ? await verifyLinkedProof(decoded.proof, { now: during })
      : await verifyProof(decoded.proof, { now: during })
  return { decoded: decoded.proof, verdict }
}

const origin = 'https://sigil.example'
const proofs: Array<[string, Proof, string[]]> = [
  ['EVM', await makeEvmProof(), hexChars],
  ['Solana', makeSolanaProof(), base58Chars],
]
const linked = await makeLinkedProof({
  accounts: [{ kind: 'evm' }, { kind: 'solana' }, { kind: 'evm', account: otherEvmAccount, chainId: 'eip155:8453' }],
})
const runsEach = 700 // × 2 namespaces × 3 properties = 4,200 runs

describe.each(proofs)('%s proof', (_, original, signatureChars) => {
  test('default', async () => {
    expect((await verdictOfLink(encodeProofLink(original, origin))).verdict).toBe('valid')
  })

  test('behavior: edits to the link are never valid unless they are no-ops', async () => {
    const link = encodeProofLink(original, origin)
    const stats = { decoded: 0, noOps: 0 }
    await fc.assert(
      fc.asyncProperty(mutations([...base64urlChars, '#', '=', '&', '%']), async (edits) => {
        const { decoded, verdict } = await verdictOfLink(mutate(link, edits))
        if (decoded) stats.decoded++
        if (decoded && sameProof(decoded, original)) {
          stats.noOps++
          expect(verdict).toBe('valid')
        } else {
          expect(verdict).not.toBe('valid')
        }
      }),
      { numRuns: runsEach, seed: 4361 },
    )
    expect(stats.decoded).toBeGreaterThan(0)
  }, 60_000)

  test('behavior: edits to the JSON inside the link are never valid unless they are no-ops', async () => {
    const json = JSON.stringify(original)
    const stats = { decoded: 0 }
    await fc.assert(
      fc.asyncProperty(mutations([...messageChars, ...signatureChars, '"', ',', '{', '}', '\\']), async (edits) => {
        const payload = encodeBase64url(new TextEncoder().encode(mutate(json, edits)))
        const { decoded, verdict } = await verdictOfLink(`${origin}/verify/#proof=${payload}`)
        if (decoded) stats.decoded++
        if (decoded && sameProof(decoded, original)) expect(verdict).toBe('valid')
        else expect(verdict).not.toBe('valid')
      }),
      { numRuns: runsEach, seed: 6492 },
    )
    expect(stats.decoded).toBeGreaterThan(runsEach / 3)
  }, 60_000)

  test('behavior: edits to the message or the signature are never valid unless they are no-ops', async () => {
    const stats = { reachedSignature: 0 }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ field: fc.constant('message' as const), edits: mutations(messageChars) }),
          fc.record({ field: fc.constant('signature' as const), edits: mutations(signatureChars) }),
        ),
        fc.boolean(),
        async ({ field, edits }, viaLink) => {
          const edited: Proof = { ...original, [field]: mutate(original[field], edits) }
          const result = viaLink
            ? await verdictOfLink(encodeProofLink(edited, origin))
            : { verdict: (await verifyProof(edited, { now: during })).verdict }
          if (result.verdict !== 'undecodable') stats.reachedSignature++
          if (sameProof(edited, original)) expect(result.verdict).toBe('valid')
          else expect(result.verdict).not.toBe('valid')
        },
      ),
      { numRuns: runsEach, seed: 1271 },
    )
    expect(stats.reachedSignature).toBeGreaterThan(runsEach / 3)
  }, 60_000)
})

describe('linked proof', () => {
  const linkedRuns = 300

  test('default', async () => {
    expect((await verdictOfLink(encodeProofLink(linked, origin))).verdict).toBe('valid')
  })

  test('behavior: edits to the link or its JSON are never valid unless they are no-ops', async () => {
    const link = encodeProofLink(linked, origin)
    const json = JSON.stringify(linked)
    const stats = { decoded: 0 }
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        mutations([...base64urlChars, ...messageChars, ...hexChars, '"', ',', '{', '}', '[', ']']),
        async (inJson, edits) => {
          const edited = inJson
            ? `${origin}/verify/#proof=${encodeBase64url(new TextEncoder().encode(mutate(json, edits)))}`
            : mutate(link, edits)
          const { decoded, verdict } = await verdictOfLink(edited)
          if (decoded) stats.decoded++
          if (decoded && sameProof(decoded, linked)) expect(verdict).toBe('valid')
          else expect(verdict).not.toBe('valid')
        },
      ),
      { numRuns: linkedRuns, seed: 10 },
    )
    expect(stats.decoded).toBeGreaterThan(linkedRuns / 5)
  }, 60_000)

  test('behavior: edits to any part’s fields, or parts dropped, repeated or reordered, are never valid unless no-ops', async () => {
    const fields = ['namespace', 'chainId', 'address', 'message', 'signature'] as const
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            kind: fc.constant('edit' as const),
            part: fc.nat({ max: linked.parts.length - 1 }),
            field: fc.constantFrom(...fields),
            edits: mutations([...messageChars, ...hexChars, ...base58Chars]),
          }),
          fc.record({
            kind: fc.constant('shuffle' as const),
            order: fc.array(fc.nat({ max: linked.parts.length - 1 }), { minLength: 0, maxLength: 6 }),
          }),
        ),
        async (change) => {
          const parts =
            change.kind === 'edit'
              ? linked.parts.map((part, i) =>
                  i === change.part ? { ...part, [change.field]: mutate(part[change.field], change.edits) } : part,
                )
              : change.order.map((i) => linked.parts[i] as ProofPart)
          const edited = { v: 2 as const, parts }
          const { verdict } = await verifyLinkedProof(edited, { now: during })
          const reordered =
            change.kind === 'shuffle' &&
            parts.length === linked.parts.length &&
            new Set(change.order).size === linked.parts.length
          // A reordering of the same parts is the same claim: still valid.
          if (sameProof(edited, linked) || reordered) expect(verdict).toBe('valid')
          else expect(verdict).not.toBe('valid')
        },
      ),
      { numRuns: linkedRuns, seed: 4361 },
    )
  }, 60_000)
})
