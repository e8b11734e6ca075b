import { test, expect } from './fixtures/browser'
import { encodeProofLink, type Proof } from '../src/proof/index.ts'
import { freshProofs } from '../src/proof/testing.ts'

const MUTATIONS = Number(process.env.SIGIL_FUZZ_MUTATIONS ?? 10_000)

/** Deterministic (mulberry32), so a failing mutation can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n) | 0
  }
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const NOISE = BASE64URL + '=%#&"{}[]:,\\ \u00e9\u0000'

function mutateText(text: string, pick: (n: number) => number, alphabet: string): string {
  const at = pick(text.length + 1)
  const char = alphabet[pick(alphabet.length)]!
  switch (pick(3)) {
    case 0:
      return text.slice(0, at) + char + text.slice(at + 1)
    case 1:
      return text.slice(0, at) + char + text.slice(at)
    default:
      return text.slice(0, at) + text.slice(at + 1)
  }
}

function fragmentOf(link: string): string {
  return link.slice(link.indexOf('#'))
}

/**
 * The proof a fragment carries, up to what does not change its meaning: hex is case-insensitive,
 * so an EVM signature or address that differs only in letter case is the same proof.
 */
function meaning(fragment: string): string {
  try {
    const proof = JSON.parse(Buffer.from(fragment.slice('#proof='.length), 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
    if (proof['namespace'] === 'eip155') {
      for (const key of ['address', 'signature'])
        if (typeof proof[key] === 'string') proof[key] = proof[key].toLowerCase()
    }
    return JSON.stringify(proof)
  } catch {
    return fragment
  }
}

/** Half the mutations hit the encoded link; half change the signed content and re-encode it validly. */
function mutations(proofs: Proof[], origin: string, count: number): string[] {
  const pick = prng(20261122)
  const originals = new Set(proofs.map((p) => meaning(fragmentOf(encodeProofLink(p, origin)))))
  const out = new Set<string>()
  // Bounded, so a generator that stops producing new mutations fails loudly instead of spinning.
  for (let attempts = 0; out.size < count; attempts++) {
    if (attempts > count * 20) throw new Error(`only ${out.size} distinct mutations after ${attempts} attempts`)
    const proof = proofs[pick(proofs.length)]!
    let fragment: string
    if (pick(2) === 0) {
      const link = fragmentOf(encodeProofLink(proof, origin))
      fragment = '#proof=' + mutateText(link.slice('#proof='.length), pick, pick(4) === 0 ? NOISE : BASE64URL)
    } else {
      const field = (['message', 'signature', 'address', 'chainId'] as const)[pick(4)]!
      const changed = {
        ...proof,
        [field]: mutateText(proof[field], pick, field === 'message' ? ' abcxyz019:\n.' : BASE64URL),
      }
      fragment = fragmentOf(encodeProofLink(changed, origin))
    }
    if (!originals.has(meaning(fragment))) out.add(fragment)
  }
  return [...out]
}

test.describe('verify page under mutated links', () => {
  test.use({ wallets: [] })

  test(`${MUTATIONS} mutated proof links: no uncaught error, no false "valid"`, async ({ page, baseURL }) => {
    test.setTimeout(600_000)
    const origin = baseURL!
    const proofs = await freshProofs(origin)

    // The untouched links verify: the check below can see a "valid" when there is one.
    for (const proof of proofs) {
      await page.goto(encodeProofLink(proof, origin))
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verdict', 'valid')
    }

    const all = mutations(proofs, origin, MUTATIONS)
    const started = Date.now()
    const tally = { valid: 0, invalid: 0, unverifiable: 0, 'link-error': 0, none: 0 }
    const falseValid: string[] = []
    for (let start = 0; start < all.length; start += 500) {
      const batch = all.slice(start, start + 500)
      const results = await page.evaluate(async (fragments) => {
        const root = document.querySelector<HTMLElement>('[data-testid="verify-page"]')!
        const settled = (before: string | undefined) =>
          new Promise<void>((resolve) => {
            if (root.dataset.settled !== before) {
              resolve()
              return
            }
            const observer = new MutationObserver(() => {
              if (root.dataset.settled !== before) {
                observer.disconnect()
                resolve()
              }
            })
            observer.observe(root, { attributes: true, attributeFilter: ['data-settled'] })
          })
        const verdicts: string[] = []
        for (const fragment of fragments) {
          const before = root.dataset.settled
          // replaceState keeps 10 000 checks from piling up 10 000 history entries.
          history.replaceState(null, '', fragment)
          window.dispatchEvent(new HashChangeEvent('hashchange'))
          await settled(before)
          const result = document.querySelector<HTMLElement>('[data-testid="verify-result"]')
          verdicts.push(
            document.querySelector('[data-testid="link-error"]') ? 'link-error' : (result?.dataset.verdict ?? 'none'),
          )
        }
        return verdicts
      }, batch)
      results.forEach((verdict, i) => {
        tally[verdict as keyof typeof tally]++
        if (verdict === 'valid') falseValid.push(batch[i]!)
      })
    }
    console.log(`verify fuzz: ${JSON.stringify(tally)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    expect(falseValid, `mutated links judged valid:\n${falseValid.slice(0, 5).join('\n')}`).toEqual([])
    expect(tally.none).toBe(0)
    expect(tally.valid + tally.invalid + tally.unverifiable + tally['link-error']).toBe(MUTATIONS)
  })
})
