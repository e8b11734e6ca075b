import { test, expect } from './fixtures/browser'
import { encodeProofLink, type LinkedProof, type Proof } from '../packages/verify/src/index.ts'
import { freshLinkedProof, freshProofs, otherEvmAccount, otherSolanaSeed } from '../test/proof/testing.ts'
import { verdictsOfLinks } from './support/verdicts-of-links'
import { BASE64URL_CHARS as BASE64URL, fuzzCount, fuzzSeed, mutate, prng, type Pick } from '../test/proof/fuzzing.ts'

/** Split between single proofs (v1) and linked proofs (v2), so the run time stays the same. */
const MUTATIONS = fuzzCount(2_000, 10_000)
const LINKED_MUTATIONS = Math.floor(MUTATIONS / 2)
const SINGLE_MUTATIONS = MUTATIONS - LINKED_MUTATIONS

const NOISE = BASE64URL + '=%#&"{}[]:,\\ \u00e9\u0000'

function fragmentOf(link: string): string {
  return link.slice(link.indexOf('#'))
}

/**
 * The proof a fragment carries, up to what does not change its meaning: hex is case-insensitive,
 * so an EVM signature or address that differs only in letter case is the same proof; a linked
 * proof's parts are a set, so the same parts in another order are the same proof.
 */
function meaning(fragment: string): string {
  const fold = (proof: Record<string, unknown>) => {
    if (proof['namespace'] === 'eip155') {
      for (const key of ['address', 'signature'])
        if (typeof proof[key] === 'string') proof[key] = proof[key].toLowerCase()
    }
    return proof
  }
  try {
    const proof = JSON.parse(Buffer.from(fragment.slice('#proof='.length), 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
    const parts = proof['parts']
    if (Array.isArray(parts))
      proof['parts'] = parts
        .map((part) =>
          JSON.stringify(typeof part === 'object' && part !== null ? fold(part as Record<string, unknown>) : part),
        )
        .sort()
    return JSON.stringify(fold(proof))
  } catch {
    return fragment
  }
}

function fragmentOfJson(json: string): string {
  return '#proof=' + Buffer.from(json, 'utf8').toString('base64url')
}

/** Half the mutations hit the encoded link; half change the signed content and re-encode it validly. */
function mutations(proofs: Proof[], origin: string, count: number): string[] {
  const pick = prng(fuzzSeed())
  const originals = new Set(proofs.map((p) => meaning(fragmentOf(encodeProofLink(p, origin)))))
  const out = new Set<string>()
  // Bounded, so a generator that stops producing new mutations fails loudly instead of spinning.
  for (let attempts = 0; out.size < count; attempts++) {
    if (attempts > count * 20) throw new Error(`only ${out.size} distinct mutations after ${attempts} attempts`)
    const proof = proofs[pick(proofs.length)]!
    let fragment: string
    if (pick(2) === 0) {
      const link = fragmentOf(encodeProofLink(proof, origin))
      fragment = '#proof=' + mutate(link.slice('#proof='.length), pick, pick(4) === 0 ? NOISE : BASE64URL)
    } else {
      const field = (['message', 'signature', 'address', 'chainId'] as const)[pick(4)]!
      const changed = {
        ...proof,
        [field]: mutate(proof[field], pick, field === 'message' ? ' abcxyz019:\n.' : BASE64URL),
      }
      fragment = fragmentOf(encodeProofLink(changed, origin))
    }
    if (!originals.has(meaning(fragment))) out.add(fragment)
  }
  return [...out]
}

const PART_FIELDS = ['namespace', 'chainId', 'address', 'message', 'signature'] as const

/** A part's message with its `Resources:` list edited: a line dropped, repeated, swapped, re-cased or changed. */
function editResources(message: string, pick: Pick, foreign: string): string {
  const lines = message.split('\n')
  const first = lines.indexOf('Resources:') + 1
  if (first === 0) return message + '\nResources:\n- ' + foreign
  const at = first + pick(lines.length - first)
  const line = lines[at]!
  switch (pick(6)) {
    case 0:
      lines.splice(at, 1)
      break
    case 1:
      lines.splice(at, 0, line)
      break
    case 2:
      lines.splice(at, 1, '- ' + foreign)
      break
    case 3:
      lines.splice(at, 1, line.toLowerCase() === line ? line.toUpperCase() : line.toLowerCase())
      break
    case 4:
      lines.splice(first - 1) // the whole list
      break
    default:
      lines.splice(at, 1, mutate(line, pick, 'abcxyz019:.-'))
  }
  return lines.join('\n')
}

/**
 * Linked links, mutated: the link's base64 and its JSON; any part's message, signature or
 * envelope field; a part's `Resources:` lines (then re-encoded validly, signatures untouched);
 * parts dropped, repeated or swapped in from the other linked proof.
 */
function linkedMutations(proofs: LinkedProof[], origin: string, count: number): string[] {
  const pick = prng(fuzzSeed() + 1)
  const originals = new Set(proofs.map((p) => meaning(fragmentOf(encodeProofLink(p, origin)))))
  const foreign = (proof: LinkedProof) => proofs.find((p) => p !== proof)!
  const out = new Set<string>()
  for (let attempts = 0; out.size < count; attempts++) {
    if (attempts > count * 20) throw new Error(`only ${out.size} distinct linked mutations after ${attempts} attempts`)
    const proof = proofs[pick(proofs.length)]!
    const parts = [...proof.parts]
    const at = pick(parts.length)
    const part = parts[at]!
    let fragment: string
    switch (pick(6)) {
      case 0: {
        const link = fragmentOf(encodeProofLink(proof, origin))
        fragment = '#proof=' + mutate(link.slice('#proof='.length), pick, pick(4) === 0 ? NOISE : BASE64URL)
        break
      }
      case 1:
        fragment = fragmentOfJson(mutate(JSON.stringify(proof), pick, '{}[]",:12vabcxyz\\ '))
        break
      case 2: {
        const field = PART_FIELDS[pick(PART_FIELDS.length)]!
        const alphabet = field === 'message' ? ' abcxyz019:\n.-' : BASE64URL
        parts[at] = { ...part, [field]: mutate(part[field], pick, alphabet) }
        fragment = fragmentOf(encodeProofLink({ v: 2, parts }, origin))
        break
      }
      case 3: {
        const other = foreign(proof).parts
        const resource = `${other[pick(other.length)]!.chainId}:${other[pick(other.length)]!.address}`
        parts[at] = { ...part, message: editResources(part.message, pick, resource) }
        fragment = fragmentOf(encodeProofLink({ v: 2, parts }, origin))
        break
      }
      case 4: {
        const other = foreign(proof).parts
        const choice = pick(3)
        if (choice === 0) parts.splice(at, 1)
        else if (choice === 1) parts.splice(pick(parts.length + 1), 0, part)
        else parts.splice(at, 1, other[pick(other.length)]!)
        fragment = fragmentOf(encodeProofLink({ v: 2, parts }, origin))
        break
      }
      default: {
        // Another version number, or the parts' order changed and something else with it.
        const json = JSON.stringify({ ...proof, parts: [...parts].reverse() })
        fragment = fragmentOfJson(
          pick(2) === 0 ? json.replace('"v":2', `"v":${pick(4)}`) : mutate(json, pick, BASE64URL),
        )
      }
    }
    if (!originals.has(meaning(fragment))) out.add(fragment)
  }
  return [...out]
}

test.describe('verify page under mutated links', () => {
  test.use({ wallets: [] })

  test(`${MUTATIONS} mutated proof links, single and linked: no uncaught error, no false "valid"`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(600_000)
    const origin = baseURL!
    const proofs = await freshProofs(origin)
    const linked = [
      await freshLinkedProof(origin),
      await freshLinkedProof(origin, [
        { kind: 'evm', chainId: 'eip155:8453' },
        { kind: 'evm', account: otherEvmAccount },
        { kind: 'solana', seed: otherSolanaSeed },
      ]),
    ]
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    // The untouched links verify: the check below can see a "valid" when there is one.
    for (const proof of [...proofs, ...linked]) {
      await page.goto(encodeProofLink(proof, origin))
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    }

    const single = mutations(proofs, origin, SINGLE_MUTATIONS)
    const all = [...single, ...linkedMutations(linked, origin, LINKED_MUTATIONS)]
    const started = Date.now()
    const tally = { valid: 0, invalid: 0, unverifiable: 0, 'link-error': 0, none: 0 }
    const linkedTally = { ...tally }
    const falseValid: string[] = []
    const verdicts = await verdictsOfLinks(page, all, 500)
    verdicts.forEach((verdict, i) => {
      tally[verdict]++
      if (i >= single.length) linkedTally[verdict]++
      if (verdict === 'valid') falseValid.push(all[i]!)
    })
    console.log(
      `verify fuzz: ${JSON.stringify(tally)} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `of which linked: ${JSON.stringify(linkedTally)}`,
    )
    expect(
      falseValid,
      `mutated links judged valid (SIGIL_FUZZ_SEED=${fuzzSeed()} replays them):\n${falseValid.slice(0, 5).join('\n')}`,
    ).toEqual([])
    expect(tally.none).toBe(0)
    expect(tally.valid + tally.invalid + tally.unverifiable + tally['link-error']).toBe(MUTATIONS)
    expect(errors).toEqual([])
    // The linked mutations reach the verifier, not only the link reader.
    expect(linkedTally.invalid).toBeGreaterThan(LINKED_MUTATIONS / 5)
  })
})
