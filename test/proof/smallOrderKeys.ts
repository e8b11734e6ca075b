/**
 * Test-only: Ed25519 keys no private key belongs to, and the proofs forged with them, for the unit
 * tests, the documented vectors and the e2e specs. A key of small order (8·A = identity) takes
 * R = identity, S = 0 as a "signature" of any message under the cofactored (ZIP 215) equation;
 * a key plus a point of small order (A + T) takes signatures its holder grinds from A's key.
 * The arithmetic is the library's (@noble/curves), not the verifier's own.
 */
import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { buildProofMessage } from '../../packages/verify/src/buildProofMessage.ts'
import { caip10, SOLANA_CLUSTERS } from '../../packages/verify/src/caip.ts'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from '../../packages/verify/src/plainMessage.ts'
import type { LinkedProof, Proof, ProofPart } from '../../packages/verify/src/types.ts'
import { evmAccount, expirationTime, issuedAt, solanaSeed } from './testing.ts'

type EdwardsPoint = ReturnType<typeof ed25519.Point.fromBytes>

const L = ed25519.Point.CURVE().n

export function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex, 'hex'))
}

/** The eight points of small order, each by its one (canonical) encoding, hex. */
export const SMALL_ORDER_POINTS = [
  { order: 1, hex: '0100000000000000000000000000000000000000000000000000000000000000' },
  { order: 2, hex: 'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f' },
  { order: 4, hex: '0000000000000000000000000000000000000000000000000000000000000000' },
  { order: 4, hex: '0000000000000000000000000000000000000000000000000000000000000080' },
  { order: 8, hex: '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05' },
  { order: 8, hex: '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85' },
  { order: 8, hex: 'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a' },
  { order: 8, hex: 'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa' },
] as const

/**
 * The other spellings of small-order points, which a lenient decoder (ZIP 215) reads too: y ≥ p
 * (y = p is 0, y = p + 1 is 1), or the sign bit set on x = 0. RFC 8032 5.1.3 refuses each.
 */
export const NON_CANONICAL_SMALL_ORDER_ENCODINGS = [
  { of: 'identity, sign bit set', hex: '0100000000000000000000000000000000000000000000000000000000000080' },
  { of: 'order 2, sign bit set', hex: 'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' },
  { of: 'identity as y = p + 1', hex: 'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f' },
  {
    of: 'identity as y = p + 1, sign bit set',
    hex: 'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
  },
  { of: 'order 4 as y = p', hex: 'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f' },
  { of: 'order 4 as y = p, sign bit set', hex: 'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' },
] as const

/** The point a hex encoding names, read leniently (ZIP 215) so non-canonical spellings decode too. */
export function pointOf(hex: string): EdwardsPoint {
  return ed25519.Point.fromBytes(hexBytes(hex), true)
}

/** 32 zero bytes in base58: the order-4 point (y = 0), a Solana address no one holds the key of. */
export const ALL_ZERO_ADDRESS = '11111111111111111111111111111111'

/** The identity point (y = 1) as a Solana address. */
export const IDENTITY_ADDRESS = base58.encode(hexBytes(SMALL_ORDER_POINTS[0].hex))

/** R = identity, S = 0: under the cofactored equation, a signature of every message by every small-order key. */
export const SMALL_ORDER_SIGNATURE = Uint8Array.of(1, ...new Uint8Array(63))

/** A point of small order `order` (2, 4 or 8), for `torsionTwin`. */
export function torsionPoint(order: 2 | 4 | 8): EdwardsPoint {
  return pointOf(SMALL_ORDER_POINTS.find((point) => point.order === order)!.hex)
}

/** A + T: the address with a point of small order added, a second "key" of A's holder under lenient rules. */
export function torsionTwin(address: string, order: 2 | 4 | 8 = 8): string {
  return base58.encode(ed25519.Point.fromBytes(base58.decode(address)).add(torsionPoint(order)).toBytes())
}

function littleEndianScalar(bytes: Uint8Array): bigint {
  return BigInt(`0x${Buffer.from(bytes).reverse().toString('hex') || '0'}`)
}

function scalarBytes(value: bigint): Uint8Array {
  return hexBytes(value.toString(16).padStart(64, '0')).reverse()
}

/** k = SHA-512(R ‖ A ‖ M) mod L (RFC 8032 5.1.7). */
function challenge(r: Uint8Array, publicKey: Uint8Array, message: Uint8Array): bigint {
  return littleEndianScalar(createHash('sha512').update(r).update(publicKey).update(message).digest()) % L
}

/** A random nonzero scalar. */
function randomScalar(): bigint {
  return (littleEndianScalar(crypto.getRandomValues(new Uint8Array(64))) % (L - 1n)) + 1n
}

/**
 * R ‖ S with R = r·B + `torsion` and S = r + k·a, where a is the secret scalar of `seed` and k
 * is hashed with `publicKey` as the key: [S]B = R − torsion + [k]A for the seed's own key A.
 */
function signWith(seed: Uint8Array, publicKey: Uint8Array, message: Uint8Array, r: bigint, torsion: EdwardsPoint) {
  const { scalar } = ed25519.utils.getExtendedPublicKey(seed)
  const R = ed25519.Point.BASE.multiply(r).add(torsion).toBytes()
  const S = (r + challenge(R, publicKey, message) * scalar) % L
  return { R, signature: Uint8Array.of(...R, ...scalarBytes(S)) }
}

/**
 * A signature by the key of `seed` that verifies for its torsion twin (A + T) by the exact,
 * cofactorless equation too: R = r·B with r drawn again until k·T is the identity (one draw in
 * `order` on average), so [S]B = R + [k](A + T). Only the rule that A + T be torsion-free refuses it.
 */
export function signAsTorsionTwin(text: string, seed: Uint8Array = solanaSeed, order: 2 | 4 | 8 = 8): string {
  const message = new TextEncoder().encode(text)
  const twin = base58.decode(torsionTwin(base58.encode(ed25519.getPublicKey(seed)), order))
  for (;;) {
    const { R, signature } = signWith(seed, twin, message, randomScalar(), ed25519.Point.ZERO)
    if (challenge(R, twin, message) % BigInt(order) === 0n) return base58.encode(signature)
  }
}

/**
 * A signature by the key of `seed` whose R has a part of small order (R = r·B + T): the
 * cofactored equation holds, the exact one does not. The key's holder made it, but it is a
 * second spelling of a signature, which RFC 8032's exact check refuses.
 */
export function signWithTorsionInR(text: string, seed: Uint8Array = solanaSeed): Uint8Array {
  const message = new TextEncoder().encode(text)
  return signWith(seed, ed25519.getPublicKey(seed), message, randomScalar(), torsionPoint(8)).signature
}

/**
 * A signature by the key of `seed` with R = identity and S = k·a: the exact equation holds
 * ([S]B = [k]A), and only the rule that R not be of small order refuses it.
 */
export function signWithIdentityR(text: string, seed: Uint8Array = solanaSeed): Uint8Array {
  const message = new TextEncoder().encode(text)
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(seed)
  const R = ed25519.Point.ZERO.toBytes()
  return Uint8Array.of(...R, ...scalarBytes((challenge(R, pointBytes, message) * scalar) % L))
}

const SOLANA_MAINNET = `solana:${SOLANA_CLUSTERS.mainnet}`

export type SmallOrderSignInParameters = {
  /** Default `ALL_ZERO_ADDRESS`. */
  address?: string
  /** Defaults as the other test proofs: sigil.example, its /prove/ page, the fixed test window. */
  domain?: string
  uri?: string
  statement?: string
  issuedAt?: Date
  expirationTime?: Date
  nonce?: string
}

/** A Sign-In with Solana proof (v1) by a small-order key, "signed" R = identity, S = 0. */
export function smallOrderSignInProof(parameters: SmallOrderSignInParameters = {}): Proof {
  const address = parameters.address ?? ALL_ZERO_ADDRESS
  const message = buildProofMessage({
    namespace: 'solana',
    address,
    chainId: SOLANA_MAINNET,
    domain: parameters.domain ?? 'sigil.example',
    uri: parameters.uri ?? 'https://sigil.example/prove/',
    statement: parameters.statement ?? 'I control this address.',
    issuedAt: parameters.issuedAt ?? issuedAt,
    expirationTime: parameters.expirationTime ?? expirationTime,
    nonce: parameters.nonce ?? 'sm4llOrder00000001',
  })
  const signature = base58.encode(SMALL_ORDER_SIGNATURE)
  return { v: 1, namespace: 'solana', chainId: SOLANA_MAINNET, address, message, signature }
}

/** A plain signed message (v3) by a small-order key (default the identity), "signed" R = identity, S = 0. */
export function smallOrderPlainMessage(text: string, address: string = IDENTITY_ADDRESS): PlainMessageProof {
  return {
    v: PLAIN_MESSAGE_VERSION,
    namespace: 'solana',
    address,
    message: text,
    signature: base58.encode(SMALL_ORDER_SIGNATURE),
  }
}

/** One Solana part of a linked proof: its address, and how its message is signed (base58). */
export type SolanaMember = { address: string; sign: (message: string) => string }

/**
 * A linked proof (v2) of the EVM test key (validly signed) and the given Solana members, with the
 * fixed fields of the other test linked proofs: only the Solana signatures can be at fault.
 */
export async function linkedProofWith(solana: readonly SolanaMember[]): Promise<LinkedProof> {
  const members = [
    {
      namespace: 'eip155' as const,
      chainId: 'eip155:1',
      address: evmAccount.address,
      sign: (message: string) => evmAccount.signMessage({ message }),
    },
    ...solana.map((member) => ({
      namespace: 'solana' as const,
      chainId: SOLANA_MAINNET,
      address: member.address,
      sign: (message: string) => Promise.resolve(member.sign(message)),
    })),
  ]
  const resources = members.map(caip10)
  const parts: ProofPart[] = []
  for (const { namespace, chainId, address, sign } of members) {
    const message = buildProofMessage({
      namespace,
      address,
      chainId,
      domain: 'sigil.example',
      uri: 'https://sigil.example/prove/',
      statement: 'I control these addresses.',
      issuedAt,
      expirationTime,
      nonce: 'l1nked0000000000001',
      resources,
    })
    parts.push({ namespace, chainId, address, message, signature: await sign(message) })
  }
  return { v: 2, parts }
}

/** The EVM test key linked with `1111…1111`, whose part is "signed" R = identity, S = 0. */
export function linkedProofWithSmallOrderKey(address: string = ALL_ZERO_ADDRESS): Promise<LinkedProof> {
  return linkedProofWith([{ address, sign: () => base58.encode(SMALL_ORDER_SIGNATURE) }])
}

/** The EVM test key, the Solana key of `seed` (A) and its torsion twin A + T, each part signed by A's key. */
export function linkedProofWithTorsionTwin(seed: Uint8Array = solanaSeed, order: 2 | 4 | 8 = 8): Promise<LinkedProof> {
  const address = base58.encode(ed25519.getPublicKey(seed))
  return linkedProofWith([
    { address, sign: (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), seed)) },
    { address: torsionTwin(address, order), sign: (message) => signAsTorsionTwin(message, seed, order) },
  ])
}
