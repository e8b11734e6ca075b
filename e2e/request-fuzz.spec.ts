/**
 * The request-link reader under mutated links, in the browser, with a wallet connected and ready to
 * sign: thousands of edited links (the encoded payload, and the JSON re-encoded validly), each read
 * by /prove/. None throws; the page reads exactly what the request decoder reads, so a malformed
 * request is refused with a message and never offers a signature; and nothing is signed.
 */
import { test, expect } from './fixtures/browser'
import { expectReconnected } from './support/wallet-ui'
import { createRequestNonce } from '../packages/verify/src/createRequestNonce.ts'
import { decodeRequestFragment, encodeRequestPayload, type ProofRequest } from '../packages/verify/src/requestLink.ts'
import { evmAccount, solanaAddress } from '../test/proof/testing.ts'
import { BASE64URL_CHARS, fuzzCount, fuzzSeed, mutate, prng } from '../test/proof/fuzzing.ts'

const MUTATIONS = fuzzCount(1_000, 3_000)

const NOISE = BASE64URL_CHARS + '=%#&"{}[]:,\\ \u00e9'

function mutations(requests: ProofRequest[], count: number): string[] {
  const pick = prng(fuzzSeed())
  const out = new Set<string>()
  for (let attempts = 0; out.size < count; attempts++) {
    if (attempts > count * 20) throw new Error(`only ${out.size} distinct mutations`)
    const request = requests[pick(requests.length)]!
    if (pick(2) === 0) {
      out.add('#request=' + mutate(encodeRequestPayload(request), pick, pick(4) === 0 ? NOISE : BASE64URL_CHARS))
    } else {
      const json = mutate(
        JSON.stringify({ ...request, addresses: request.addresses.length ? request.addresses : undefined }),
        pick,
        '{}[]",:1vabcxyz0\\ ',
      )
      out.add('#request=' + Buffer.from(json, 'utf8').toString('base64url'))
    }
  }
  return [...out]
}

// A returning visitor, whose wallet is connected: every link that could be signed shows its button.
test.use({ connected: 'evm' })

test(`${MUTATIONS} mutated request links on /prove/: no uncaught error, a malformed one never offers a signature`, async ({
  page,
  evmWallet,
}) => {
  test.setTimeout(600_000)
  const expires = new Date(Date.now() + 86_400_000).toISOString()
  const requests: ProofRequest[] = [
    { v: 1, want: 'eip155', addresses: [], statement: 'Prove it', nonce: createRequestNonce(), expires },
    { v: 1, want: 'eip155', addresses: [evmAccount.address], nonce: createRequestNonce(), expires },
    { v: 1, want: 'linked', addresses: [evmAccount.address, solanaAddress], nonce: createRequestNonce(), expires },
  ]
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  // The untouched request can be signed: the check below can see a sign button when there is one.
  await page.goto(`/prove/#request=${encodeRequestPayload(requests[0]!)}`)
  await expectReconnected(page, evmWallet.address)
  await expect(page.getByTestId('request-sign')).toBeEnabled()
  evmWallet.clearCalls()

  const all = mutations(requests, MUTATIONS)
  const tally: Record<string, number> = {}
  const mismatches: string[] = []
  for (let start = 0; start < all.length; start += 250) {
    const batch = all.slice(start, start + 250)
    const results = await page.evaluate(async (fragments) => {
      const shown = (hash: string) =>
        new Promise<void>((resolve) => {
          const done = () =>
            document.querySelector('[data-testid="request-prove"]')?.getAttribute('data-fragment') === hash
          if (done()) {
            resolve()
            return
          }
          const observer = new MutationObserver(() => {
            if (done()) {
              observer.disconnect()
              resolve()
            }
          })
          observer.observe(document.body, { attributes: true, subtree: true, childList: true })
        })
      const out: Array<{ hash: string; state: string; sign: boolean }> = []
      for (const fragment of fragments) {
        // replaceState keeps thousands of reads from piling up history entries.
        history.replaceState(null, '', fragment)
        const hash = location.hash // as the browser spells it (some characters percent-encoded)
        window.dispatchEvent(new HashChangeEvent('hashchange'))
        await shown(hash)
        const root = document.querySelector('[data-testid="request-prove"]')!
        out.push({
          hash,
          state: root.getAttribute('data-state') ?? 'none',
          sign: document.querySelector('[data-testid="request-sign"], [data-testid="linked-prove"]') !== null,
        })
      }
      return out
    }, batch)
    for (const { hash, state, sign } of results) {
      tally[state] = (tally[state] ?? 0) + 1
      const readable = decodeRequestFragment(hash).ok
      if (readable === (state === 'invalid') || (state === 'invalid' && sign)) mismatches.push(`${state} ${hash}`)
    }
  }
  console.log(`request fuzz: ${JSON.stringify(tally)}`)
  expect(mismatches.slice(0, 5), `SIGIL_FUZZ_SEED=${fuzzSeed()} replays these`).toEqual([])
  expect(tally['invalid']).toBeGreaterThan(MUTATIONS / 2)
  expect(errors).toEqual([])
  expect(evmWallet.calls().filter((call) => call === 'personal_sign')).toEqual([])
})
