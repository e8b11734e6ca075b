/**
 * Each way the bench verifies one proof: sigil-verify, the libraries back ends use, and the floors
 * (what any verifier must at least compute). Each resolves to whether the proof checked, so a run
 * that measured a refusal is caught rather than reported.
 */
import { ED25519_TORSION_SUBGROUP, ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features'
import { parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { SiweMessage } from 'siwe'
import { createPublicClient, custom, hashMessage, hexToBytes } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import type * as SigilVerify from '../src/index.ts'
import { DOMAIN, NOW, type BenchProof } from './proofs.ts'

/** One way of checking a proof, prepared once for the proofs it checks. */
export type Contestant = {
  name: string
  /** What is timed, for the table's notes. */
  note: string
  check(proof: BenchProof): Promise<boolean> | boolean
}

export function sigilContestant(sigil: Pick<typeof SigilVerify, 'verify'>): Contestant {
  const options = { domains: [DOMAIN], now: NOW }
  return {
    name: 'sigil-verify',
    note: '`verify(link, { domains, now })`: the link decoded, the message read to its grammar, every rule, the signature',
    check: async (proof) => (await sigil.verify(proof.link, options)).verdict === 'valid',
  }
}

export const siweEthers: Contestant = {
  name: 'siwe 3 + ethers 5',
  note: '`new SiweMessage(message).verify({ signature, domain, time })`',
  async check(proof) {
    const { success } = await new SiweMessage(proof.message).verify({
      signature: proof.signature,
      domain: DOMAIN,
      time: NOW.toISOString(),
    })
    return success
  },
}

/** viem's client is asked nothing for a key's own signature (`mode: 'eoa'` recovers first). */
const offlineClient = createPublicClient({
  transport: custom({ request: () => Promise.reject(new Error('the bench has no network')) }, { retryCount: 0 }),
})

export const viemEoa: Contestant = {
  name: "viem (`mode: 'eoa'`)",
  note: "`verifySiweMessage(client, { message, signature, domain, time, mode: 'eoa' })`: viem 2.57 passes `mode` on to `verifyHash`, which then recovers before any contract call (its type leaves `mode` out)",
  check: (proof) =>
    verifySiweMessage(offlineClient, {
      message: proof.message,
      signature: proof.signature as `0x${string}`,
      domain: DOMAIN,
      time: NOW,
      mode: 'eoa',
    } as Parameters<typeof verifySiweMessage>[1]),
}

export const secp256k1Floor: Contestant = {
  name: 'floor: @noble/curves secp256k1',
  note: 'the EIP-191 hash and the public key recovered from it (`Signature.fromBytes(r ‖ s).addRecoveryBit(v).recoverPublicKey(hash)`), nothing else',
  check(proof) {
    const bytes = hexToBytes(proof.signature as `0x${string}`)
    const v = bytes[64] ?? 0
    const signature = secp256k1.Signature.fromBytes(bytes.subarray(0, 64), 'compact').addRecoveryBit(
      v >= 27 ? v - 27 : v,
    )
    // The standalone recoverPublicKey that replaces this one is not in @noble/curves 1.9's types.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return !signature.recoverPublicKey(hashMessage(proof.message, 'bytes')).is0()
  },
}

/** verifySignIn compares the message with what the back end expected: read once for every proof, before timing. */
export function solanaStandard(proofs: readonly BenchProof[]): Contestant {
  const expected = new Map(proofs.map((proof) => [proof, parseSignInMessageText(proof.message) as SolanaSignInInput]))
  return {
    name: '@solana/wallet-standard-util',
    note: '`verifySignIn(input, output)`: the message read and compared with the expected fields, Ed25519 by @noble/curves (no time check)',
    check(proof) {
      const output = {
        account: { address: proof.address, publicKey: proof.publicKey, chains: [], features: [] },
        signedMessage: proof.messageBytes,
        signature: proof.signatureBytes,
      } satisfies SolanaSignInOutput
      return verifySignIn(expected.get(proof) ?? {}, output)
    },
  }
}

async function webCryptoVerify(proof: BenchProof): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', proof.publicKey as Uint8Array<ArrayBuffer>, 'Ed25519', false, [
    'verify',
  ])
  return crypto.subtle.verify(
    'Ed25519',
    key,
    proof.signatureBytes as Uint8Array<ArrayBuffer>,
    proof.messageBytes as Uint8Array<ArrayBuffer>,
  )
}

export const webCryptoFloor: Contestant = {
  name: 'floor: WebCrypto Ed25519',
  note: "`crypto.subtle.importKey` and `verify('Ed25519', …)` alone: the equation, none of RFC 8032's strict rules on A and R",
  check: webCryptoVerify,
}

/** The eight points of small order, by their one encoding each (RFC 8032 5.1.3), from the library. */
const SMALL_ORDER = new Set(ED25519_TORSION_SUBGROUP)

export const strictEd25519Floor: Contestant = {
  name: 'floor: WebCrypto Ed25519 + the key’s strict checks',
  note: 'the above, plus what strictness needs per key: small order by a table of encodings, torsion by `@noble/curves` (`Point.fromBytes(key).isTorsionFree()`)',
  async check(proof) {
    if (SMALL_ORDER.has(Buffer.from(proof.publicKey).toString('hex'))) return false
    if (!ed25519.Point.fromBytes(proof.publicKey).isTorsionFree()) return false
    return webCryptoVerify(proof)
  },
}
