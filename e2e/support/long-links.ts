/**
 * The longest inputs the verify page reads: links as long as the reader takes (MAX_LINK_LENGTH characters of
 * fragment), each with one field stuffed; the same huge values pasted into the form; a 64 KB plain-message link; and
 * the texts whose layout alone is slow (one letter under a run of marks as long as a message may be). Shared by the
 * long-links spec, which holds how the page shapes its work for them, and the bench, which times it.
 */
import { base58 } from '@scure/base'
import nacl from 'tweetnacl'
import { toHex } from 'viem'
import { newEvmKey, newSolanaAddress, plainMessageLink } from './forged-links'
import {
  buildProofMessage,
  encodeProofLink,
  type AnyProof,
  type LinkedProof,
  type Proof,
} from '../../packages/verify/src/index.ts'
import { MAX_LINK_LENGTH } from '../../packages/verify/src/decodeProofFragment.ts'
import { MAX_MESSAGE_LENGTH } from '../../packages/verify/src/parseProofMessage.ts'
import type { PlainMessageProof } from '../../packages/verify/src/plainMessage.ts'
import { plainEvmAccount, plainSolanaAddress, plainSolanaKeys } from '../../test/proof/plainMessageFixtures.ts'
import {
  evmAccount,
  freshLinkedProof,
  freshProofs,
  otherEvmAccount,
  otherSolanaSeed,
} from '../../test/proof/testing.ts'

function fragmentLength(proof: AnyProof): number {
  const link = encodeProofLink(proof, 'http://x')
  return link.length - link.indexOf('#')
}

/**
 * `stuffed(n)` with the largest `n` whose link's fragment still fits MAX_LINK_LENGTH: a field as
 * long as the reader lets it be, whatever its JSON escapes cost.
 */
function longest(stuffed: (n: number) => AnyProof): AnyProof {
  let low = 0
  let high = MAX_LINK_LENGTH
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (fragmentLength(stuffed(mid)) <= MAX_LINK_LENGTH) low = mid
    else high = mid - 1
  }
  return stuffed(low)
}

const hex = (n: number) => `0x${'ab'.repeat(Math.floor(n / 2))}`
/** Control characters: six characters each in the link's JSON, each marked when shown. */
const escapes = (n: number) => '\u0001\u0007\u001b\u200b'.repeat(Math.ceil(n / 4)).slice(0, n)

/** The longest text of many scripts, marks and emoji a Sign-In message holds: the card's longest text to lay out. */
export const LONG_SHOWN_TEXT = 'Grüße, 東京 🚀\u200b\t '.repeat(2000).slice(0, MAX_MESSAGE_LENGTH)

/** A Sign-In message for this site as long as messages may be: resource lines up to MAX_MESSAGE_LENGTH. */
export function longSignIn(namespace: 'eip155' | 'solana', address: string, chainId: string, origin: string): string {
  const fields = {
    namespace,
    address,
    chainId,
    domain: new URL(origin).host,
    uri: origin,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 86_400_000),
    nonce: 'l0ngl1nk0000000001',
  }
  const resources: string[] = []
  const line = (index: number) => `https://resources.example/${String(index).padStart(6, '0')}`
  // buildProofMessage refuses a message longer than the maximum: add lines until it would.
  const fits = (list: string[]) => {
    try {
      return buildProofMessage({ ...fields, resources: list }).length <= MAX_MESSAGE_LENGTH
    } catch {
      return false
    }
  }
  while (fits([...resources, line(resources.length)])) resources.push(line(resources.length))
  return buildProofMessage({ ...fields, resources })
}

export type Fixtures = {
  origin: string
  evm: Proof
  solana: Proof
  linked: LinkedProof
  plainEvm: PlainMessageProof
  plainSolana: PlainMessageProof
}

/** Proofs for `origin`, signed now, that the cases stuff. */
export async function fixtures(origin: string): Promise<Fixtures> {
  const [evm, solana] = await freshProofs(origin)
  const linked = await freshLinkedProof(origin, [
    { kind: 'evm' },
    { kind: 'evm', account: otherEvmAccount },
    { kind: 'evm', account: plainEvmAccount, chainId: 'eip155:8453' },
    { kind: 'solana' },
    { kind: 'solana', seed: otherSolanaSeed },
  ])
  const text = 'I agree.'
  return {
    origin,
    evm,
    solana,
    linked,
    plainEvm: {
      v: 3,
      namespace: 'eip155',
      address: plainEvmAccount.address,
      message: text,
      signature: await plainEvmAccount.signMessage({ message: text }),
    },
    plainSolana: {
      v: 3,
      namespace: 'solana',
      address: plainSolanaAddress,
      message: text,
      signature: signPlainSolana(text),
    },
  }
}

export function signPlainSolana(text: string): string {
  return base58.encode(nacl.sign.detached(new TextEncoder().encode(text), plainSolanaKeys.secretKey))
}

/** A linked proof with every one of its 5 parts edited alike, `n` shared between them. */
function eachPart(linked: LinkedProof, edit: (part: LinkedProof['parts'][number], n: number) => Partial<Proof>) {
  return (n: number): LinkedProof => ({
    ...linked,
    parts: linked.parts.map((part) => ({ ...part, ...edit(part, Math.floor(n / linked.parts.length)) })),
  })
}

export type LinkCase = { name: string; build: (f: Fixtures) => AnyProof | Promise<AnyProof>; verdict?: string }

export const LINK_CASES: LinkCase[] = [
  { name: 'baseline: a short v1 EVM link', build: ({ evm }) => evm, verdict: 'valid' },
  { name: 'v1 EVM, longest signature', build: ({ evm }) => longest((n) => ({ ...evm, signature: hex(n) })) },
  {
    name: 'v1 EVM, longest message',
    build: ({ evm }) => longest((n) => ({ ...evm, message: evm.message + 'a'.repeat(n) })),
  },
  {
    name: 'v1 EVM, message of escapes',
    build: ({ evm }) => longest((n) => ({ ...evm, message: evm.message + escapes(n) })),
  },
  {
    name: 'v1 EVM, Sign-In message at its maximum, signed',
    build: async ({ evm, origin }) => {
      const message = longSignIn('eip155', evmAccount.address, 'eip155:1', origin)
      return { ...evm, message, signature: await evmAccount.signMessage({ message }) }
    },
    verdict: 'valid',
  },
  {
    name: 'v1 EVM, longest address',
    build: ({ evm }) => longest((n) => ({ ...evm, address: `0x${'a'.repeat(n)}` })),
  },
  {
    name: 'v1 EVM, longest chain id',
    build: ({ evm }) => longest((n) => ({ ...evm, chainId: `eip155:${'1'.repeat(n)}` })),
  },
  {
    name: 'v1 Solana, longest signature',
    build: ({ solana }) => longest((n) => ({ ...solana, signature: '2'.repeat(n) })),
  },
  {
    name: 'v1 Solana, longest message',
    build: ({ solana }) => longest((n) => ({ ...solana, message: solana.message + '\n'.repeat(n) })),
  },
  {
    name: 'v1 Solana, longest address',
    build: ({ solana }) => longest((n) => ({ ...solana, address: '2'.repeat(n) })),
  },
  {
    name: 'v2 linked, 5 parts, longest signatures',
    build: ({ linked }) =>
      longest(eachPart(linked, (part, n) => ({ signature: part.namespace === 'eip155' ? hex(n) : '2'.repeat(n) }))),
  },
  {
    name: 'v2 linked, 5 parts, longest messages',
    build: ({ linked }) => longest(eachPart(linked, (part, n) => ({ message: part.message + 'a'.repeat(n) }))),
  },
  {
    name: 'v2 linked, 5 parts, messages of escapes',
    build: ({ linked }) => longest(eachPart(linked, (part, n) => ({ message: part.message + escapes(n) }))),
  },
  {
    name: 'v2 linked, 5 parts, longest addresses',
    build: ({ linked }) => longest(eachPart(linked, (part, n) => ({ address: part.address + '2'.repeat(n) }))),
  },
  {
    name: 'v3 EVM, longest signature',
    build: ({ plainEvm }) => longest((n) => ({ ...plainEvm, signature: hex(n) })),
  },
  {
    name: 'v3 EVM, longest message',
    build: ({ plainEvm }) => longest((n) => ({ ...plainEvm, message: 'a'.repeat(n) })),
  },
  {
    name: 'v3 EVM, message of escapes, signed',
    build: async ({ plainEvm }) => {
      const { message } = longest((n) => ({ ...plainEvm, message: escapes(n) })) as PlainMessageProof
      return { ...plainEvm, message, signature: await plainEvmAccount.signMessage({ message }) }
    },
    verdict: 'valid',
  },
  {
    name: 'v3 EVM, message of 0x-hex bytes',
    build: ({ plainEvm }) =>
      longest((n) => ({ ...plainEvm, message: toHex(new Uint8Array(Math.floor(n / 2)).fill(7)) })),
  },
  {
    name: 'v3 EVM, longest address',
    build: ({ plainEvm }) => longest((n) => ({ ...plainEvm, address: `0x${'a'.repeat(n)}` })),
  },
  {
    name: 'v3 Solana, longest base64 signature',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, signature: '+'.repeat(n) })),
  },
  {
    name: 'v3 Solana, longest base64 signature, both alphabets',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, signature: '+'.repeat(n) + '_' })),
  },
  {
    name: 'v3 Solana, longest base58 signature',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, signature: '2'.repeat(n) })),
  },
  {
    name: 'v3 Solana, longest hex signature',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, signature: hex(n) })),
  },
  {
    name: 'v3 Solana, message at its maximum, signed',
    build: ({ plainSolana }) => ({
      ...plainSolana,
      message: LONG_SHOWN_TEXT,
      signature: signPlainSolana(LONG_SHOWN_TEXT),
    }),
    verdict: 'valid',
  },
  {
    name: 'v3 Solana, longest address',
    build: ({ plainSolana }) => longest((n) => ({ ...plainSolana, address: '2'.repeat(n) })),
  },
]

/** The fragment (`#proof=…`) of a case's link for `origin`. */
export async function caseFragment({ build }: LinkCase, made: Fixtures): Promise<string> {
  return new URL(encodeProofLink(await build(made), made.origin)).hash
}

/** A 64 KB plain-message link (a 48 000-character signature): longer than any a reader is given to judge. */
export function hugePlainMessageLink(origin: string): string {
  return plainMessageLink(origin, {
    namespace: 'solana',
    address: newSolanaAddress(),
    message: 'hi',
    signature: '+'.repeat(48_000),
  })
}

/**
 * Messages of the longest length read, one letter under a single run of marks, signed: Chromium lays out one letter's
 * marks in time quadratic in their number (grave accents, and emoji skin tones).
 */
export async function markRunLinks(origin: string): Promise<{ what: string; message: string; link: string }[]> {
  const key = newEvmKey()
  const runs = { 'combining marks': `a${'\u0300'.repeat(16_383)}`, 'skin tones': `👍${'🏽'.repeat(8_191)}` }
  return Promise.all(
    Object.entries(runs).map(async ([what, message]) => ({
      what,
      message,
      link: plainMessageLink(origin, {
        namespace: 'eip155',
        address: key.address,
        message,
        signature: await key.signMessage(message),
      }),
    })),
  )
}

export type FieldCase = {
  name: string
  fields: (origin: string) => { message: string; signature: string; address?: string }
}

const HUGE = MAX_LINK_LENGTH

export const FIELD_CASES: FieldCase[] = [
  {
    name: 'Solana base64 signature',
    fields: () => ({ message: 'I agree.', signature: '+'.repeat(HUGE), address: plainSolanaAddress }),
  },
  {
    name: 'EVM hex signature',
    fields: () => ({ message: 'I agree.', signature: hex(HUGE), address: plainEvmAccount.address }),
  },
  { name: 'address', fields: () => ({ message: 'I agree.', signature: hex(132), address: '2'.repeat(HUGE) }) },
  {
    name: 'message',
    fields: () => ({ message: 'wants you to sign in with your '.repeat(HUGE / 31), signature: hex(132) }),
  },
  {
    name: 'Sign-In message with its signature',
    fields: (origin) => ({
      message: longSignIn('eip155', evmAccount.address, 'eip155:1', origin),
      signature: hex(HUGE),
    }),
  },
  {
    name: 'signed-message JSON, base64 signature',
    fields: () => ({
      message: JSON.stringify({ address: plainSolanaAddress, msg: 'I agree.', sig: '+'.repeat(16_000) }),
      signature: '',
    }),
  },
]
