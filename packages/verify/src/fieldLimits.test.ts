import { afterEach, describe, expect, test, vi } from 'vitest'
import { decodeProofFragment, MAX_LINK_LENGTH } from './decodeProofFragment.js'
import { encodeProofPayload } from './encodeProofLink.js'
import {
  EVM_ADDRESS_LENGTH,
  MAX_CHAIN_ID_LENGTH,
  MAX_EVM_SIGNATURE_LENGTH,
  MAX_SOLANA_ADDRESS_LENGTH,
  MAX_SOLANA_BASE58_SIGNATURE_LENGTH,
  MAX_SOLANA_SIGNATURE_LENGTH,
} from './fieldLimits.js'
import { decodeBase58, isSolanaAddress } from './parseSiwsMessage.js'
import { MAX_MESSAGE_LENGTH } from './parseProofMessage.js'
import { MAX_PLAIN_MESSAGE_LENGTH, validatePlainMessageShape } from './plainMessage.js'
import {
  describeSolanaSignatureProblem,
  isEvmAddress,
  readEvmSignature,
  solanaSignatureCandidates,
} from './plainSignatureEncodings.js'
import { looksLikeSignIn, readPlainMessageInput } from './readPlainMessageInput.js'
import { makeEvmProof, makeSolanaProof } from '../../../test/proof/testing.ts'
import type { AnyProof } from './types.js'
import { describeSignatureProblem } from './validateProofShape.js'

// Every module that reads base58 from parseSiwsMessage.js reads it through this spy, so a decode made
// by a link's checks is seen.
vi.mock('./parseSiwsMessage.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./parseSiwsMessage.js')>()
  return { ...original, decodeBase58: vi.fn(original.decodeBase58) }
})

const solanaAddress = '9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj'
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function linkOf(proof: AnyProof | Record<string, unknown>): string {
  return `#proof=${encodeProofPayload(proof as AnyProof)}`
}

describe('each field has a maximum length, refused by name', () => {
  test('v1: chain id, address, message and signature, for each family', async () => {
    const evm = await makeEvmProof()
    const solana = makeSolanaProof()
    const cases: [AnyProof, string, number][] = [
      [{ ...evm, chainId: `eip155:${'1'.repeat(MAX_CHAIN_ID_LENGTH)}` }, 'chainId', MAX_CHAIN_ID_LENGTH],
      [{ ...evm, address: `${evm.address}0` }, 'address', EVM_ADDRESS_LENGTH],
      [{ ...solana, address: '2'.repeat(MAX_SOLANA_ADDRESS_LENGTH + 1) }, 'address', MAX_SOLANA_ADDRESS_LENGTH],
      [{ ...evm, message: 'a'.repeat(MAX_MESSAGE_LENGTH + 1) }, 'message', MAX_MESSAGE_LENGTH],
      [{ ...evm, signature: `0x${'a'.repeat(MAX_EVM_SIGNATURE_LENGTH - 1)}` }, 'signature', MAX_EVM_SIGNATURE_LENGTH],
      [
        { ...solana, signature: '2'.repeat(MAX_SOLANA_BASE58_SIGNATURE_LENGTH + 1) },
        'signature',
        MAX_SOLANA_BASE58_SIGNATURE_LENGTH,
      ],
    ]
    for (const [proof, field, max] of cases) {
      const decoded = decodeProofFragment(linkOf(proof))
      expect(decoded.ok, field).toBe(false)
      if (decoded.ok) continue
      expect(decoded.error.field).toBe(field)
      expect(decoded.error.message).toContain(`“${field}” is longer than`)
      expect(decoded.error.message).toContain(`(${max.toLocaleString('en')} characters at most)`)
    }
  })

  test('v1: every field at its maximum is read, not refused for its length', async () => {
    const evm = await makeEvmProof()
    const long = { ...evm, signature: `0x${'ab'.repeat((MAX_EVM_SIGNATURE_LENGTH - 2) / 2)}` }
    expect(long.signature).toHaveLength(MAX_EVM_SIGNATURE_LENGTH)
    expect(decodeProofFragment(linkOf(long)).ok).toBe(true)
    expect(describeSignatureProblem('eip155', long.signature)).toBeUndefined()
  })

  test('v2: a part’s field is refused by its part and name', async () => {
    const evm = await makeEvmProof()
    const { v: _, ...part } = evm
    const decoded = decodeProofFragment(
      linkOf({ v: 2, parts: [part, { ...part, signature: `0x${'a'.repeat(MAX_EVM_SIGNATURE_LENGTH - 1)}` }] }),
    )
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) {
      expect(decoded.error.field).toBe('parts.1.signature')
      expect(decoded.error.message).toMatch(/^In part 2 of this linked proof, the proof’s “signature” is longer than/)
    }
  })

  test('v3: address, message, signature and chain id, for each family', () => {
    const plain = { v: 3, namespace: 'solana', address: solanaAddress, message: 'hi', signature: '2'.repeat(88) }
    const cases: [Record<string, unknown>, string, number][] = [
      [{ ...plain, address: '2'.repeat(MAX_SOLANA_ADDRESS_LENGTH + 1) }, 'address', MAX_SOLANA_ADDRESS_LENGTH],
      [{ ...plain, namespace: 'eip155', address: `${evmAddress}0` }, 'address', EVM_ADDRESS_LENGTH],
      [{ ...plain, message: 'a'.repeat(MAX_PLAIN_MESSAGE_LENGTH + 1) }, 'message', MAX_PLAIN_MESSAGE_LENGTH],
      [{ ...plain, signature: '+'.repeat(MAX_SOLANA_SIGNATURE_LENGTH + 1) }, 'signature', MAX_SOLANA_SIGNATURE_LENGTH],
      [
        { ...plain, namespace: 'eip155', address: evmAddress, signature: `0x${'a'.repeat(MAX_EVM_SIGNATURE_LENGTH)}` },
        'signature',
        MAX_EVM_SIGNATURE_LENGTH,
      ],
      [
        { ...plain, namespace: 'eip155', address: evmAddress, chainId: `eip155:${'1'.repeat(40)}` },
        'chainId',
        MAX_CHAIN_ID_LENGTH,
      ],
    ]
    for (const [value, field, max] of cases) {
      const shape = validatePlainMessageShape(value)
      expect(shape.ok, field).toBe(false)
      if (shape.ok) continue
      expect(shape.error.field).toBe(field)
      expect(shape.error.message).toMatch(
        new RegExp(
          `^The signed message’s “${field}” is longer than .* \\(${max.toLocaleString('en')} characters at most\\)\\.$`,
        ),
      )
    }
    expect(validatePlainMessageShape({ ...plain, signature: '0x' + 'a'.repeat(128) }).ok).toBe(true)
  })

  test('pasted fields: a signature or address too long is named, for either family', () => {
    const read = (signature: string, address: string) =>
      readPlainMessageInput({ message: 'I agree.', signature, address }).problem
    expect(read('+'.repeat(MAX_SOLANA_SIGNATURE_LENGTH + 1), solanaAddress)).toEqual({
      field: 'signature',
      message: expect.stringContaining('The signature is longer than a Solana signature') as string,
    })
    expect(read(`0x${'a'.repeat(MAX_EVM_SIGNATURE_LENGTH)}`, evmAddress)).toEqual({
      field: 'signature',
      message: expect.stringContaining('The signature is longer than an Ethereum signature') as string,
    })
    expect(read('0x00', '2'.repeat(MAX_SOLANA_ADDRESS_LENGTH + 1))).toEqual({
      field: 'address',
      message: expect.stringContaining('The address is longer than an Ethereum or Solana address') as string,
    })
    const json = JSON.stringify({ address: '2'.repeat(100), msg: 'hi', sig: '0x00' })
    expect(readPlainMessageInput({ message: json, signature: '', address: '' }).problem?.message).toContain(
      'the address is longer than',
    )
  })

  test('describeSignatureProblem names a pasted signature too long before reading it', () => {
    expect(describeSignatureProblem('solana', '2'.repeat(89))).toMatch(/longer than a Solana signature can be \(88/)
    expect(describeSignatureProblem('eip155', `0x${'a'.repeat(MAX_EVM_SIGNATURE_LENGTH)}`)).toMatch(
      /longer than an Ethereum signature can be/,
    )
    expect(describeSolanaSignatureProblem('2'.repeat(131))).toMatch(/in base58, base64 or hex can be \(130/)
  })
})

describe('oversized input is refused without decoding', () => {
  test('base58: nothing longer than a signature is decoded', () => {
    // decodeBase58 refuses by length before it reads a character, so every caller is bounded by it.
    expect(decodeBase58('2'.repeat(MAX_SOLANA_BASE58_SIGNATURE_LENGTH + 1))).toBeUndefined()
    expect(isSolanaAddress('2'.repeat(MAX_SOLANA_ADDRESS_LENGTH + 1))).toBe(false)
    expect(solanaSignatureCandidates('2'.repeat(MAX_LINK_LENGTH))).toEqual([])
    expect(describeSignatureProblem('solana', '2'.repeat(MAX_LINK_LENGTH))).toBeDefined()
    expect(decodeBase58('2'.repeat(MAX_SOLANA_BASE58_SIGNATURE_LENGTH))).toHaveLength(64)
  })

  test('base64 and hex: a signature longer than 64 bytes in any encoding is not decoded', () => {
    const atob = vi.fn(globalThis.atob)
    vi.stubGlobal('atob', atob)
    expect(solanaSignatureCandidates('+'.repeat(MAX_LINK_LENGTH))).toEqual([])
    expect(solanaSignatureCandidates('ab'.repeat(MAX_LINK_LENGTH / 2))).toEqual([])
    expect(atob).not.toHaveBeenCalled()
    expect(solanaSignatureCandidates('A'.repeat(86))).toHaveLength(1)
    expect(atob).toHaveBeenCalledOnce()
  })

  test('a link of every field stuffed is refused before its signature is decoded', () => {
    const decode = vi.mocked(decodeBase58)
    decode.mockClear()
    const shapes = [
      {
        v: 1,
        namespace: 'solana',
        chainId: 'solana:x',
        address: solanaAddress,
        message: 'm',
        signature: '2'.repeat(40_000),
      },
      { v: 1, namespace: 'solana', chainId: 'solana:x', address: '2'.repeat(40_000), message: 'm', signature: '2' },
      { v: 3, namespace: 'solana', address: solanaAddress, message: 'm', signature: '+'.repeat(40_000) },
    ]
    for (const shape of shapes) expect(decodeProofFragment(linkOf(shape)).ok).toBe(false)
    expect(decode).not.toHaveBeenCalled()
    // The spy sees a decode when one is made: the same signature at a signature's length is decoded.
    expect(decodeProofFragment(linkOf({ ...shapes[0], signature: '2'.repeat(88) })).ok).toBe(true)
    expect(decode).toHaveBeenCalled()
  })

  test('readEvmSignature refuses before matching hex; isEvmAddress before its pattern', () => {
    expect(readEvmSignature(`0x${'a'.repeat(MAX_EVM_SIGNATURE_LENGTH)}`)).toMatchObject({ ok: false })
    expect(readEvmSignature(`0x${'ab'.repeat(65)}`)).toMatchObject({ ok: true })
    expect(isEvmAddress(`${evmAddress} `)).toBe(false)
  })
})

describe('linear checks keep their meaning', () => {
  test('base64 in one alphabet is read; both alphabets in one signature are not', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => i * 4 + 250)
    const standard = Buffer.from(bytes).toString('base64')
    const urlSafe = Buffer.from(bytes).toString('base64url')
    expect(standard).toMatch(/[+/]/)
    expect(urlSafe).toMatch(/[_-]/)
    expect(solanaSignatureCandidates(standard)).toEqual([bytes])
    expect(solanaSignatureCandidates(urlSafe)).toEqual([bytes])
    const mixed = standard.replace('+', '-')
    expect(mixed).toMatch(/[+/]/)
    expect(solanaSignatureCandidates(mixed).some((found) => Buffer.from(found).equals(Buffer.from(bytes)))).toBe(false)
  })

  test('looksLikeSignIn: the phrase on one line, as the pattern it replaces reads it', () => {
    const pattern = /wants you to sign in with your [^\n]* account:/
    const texts = [
      'x wants you to sign in with your Ethereum account:\n0x',
      'wants you to sign in with your  account:',
      'wants you to sign in with your account:',
      'wants you to sign in with your Ethereum\n account:',
      'a\nwants you to sign in with your \nwants you to sign in with your Solana account:',
      'wants you to sign in with your wants you to sign in with your x account:',
      ' account: wants you to sign in with your ',
      'wants you to sign in with your x account',
      'wants you to sign in with your \n'.repeat(3) + ' account:',
      '',
    ]
    for (const text of texts) expect(looksLikeSignIn(text), JSON.stringify(text)).toBe(pattern.test(text))
  })
})
