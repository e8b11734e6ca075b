/**
 * Test-only: plain signed messages made by the signers people use (ethers, viem, tweetnacl), in
 * every form the verify page reads. Shared by the unit tests and the e2e specs.
 */
import { base58 } from '@scure/base'
import { Wallet, utils } from 'ethers'
import nacl from 'tweetnacl'
import {
  bytesToHex,
  type Hex,
  parseSignature,
  serializeCompactSignature,
  signatureToCompactSignature,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from '../../packages/verify/src/plainMessage.ts'

/** Hardhat/Anvil's third development key: a throwaway EOA. */
export const PLAIN_EVM_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const
export const plainEvmAccount = privateKeyToAccount(PLAIN_EVM_KEY)
export const ethersWallet = new Wallet(PLAIN_EVM_KEY)

/** A Solana keypair (tweetnacl) from a fixed seed. */
export const plainSolanaKeys = nacl.sign.keyPair.fromSeed(Uint8Array.from({ length: 32 }, (_, i) => 77 + i))
export const plainSolanaAddress = base58.encode(plainSolanaKeys.publicKey)

/** The texts the tests sign: plain, unicode, empty, multi-line, hidden characters. */
export const PLAIN_TEXTS = {
  plain: 'I, the holder of this address, agree to the terms of the forum.',
  unicode: 'Grüße aus Zürich — 東京 🚀 مرحبا',
  empty: '',
  multiline: 'Line one\nLine two\n\n  indented line  \nlast line',
  hidden: 'Pay to\u200b Alice\u202e and\tno one else\u00a0',
} as const

export type PlainCase = { name: string; proof: PlainMessageProof }

function evm(message: string, signature: string, extra: Partial<PlainMessageProof> = {}): PlainMessageProof {
  return {
    v: PLAIN_MESSAGE_VERSION,
    namespace: 'eip155',
    address: plainEvmAccount.address,
    message,
    signature,
    ...extra,
  }
}

function solana(message: string, signature: string): PlainMessageProof {
  return { v: PLAIN_MESSAGE_VERSION, namespace: 'solana', address: plainSolanaAddress, message, signature }
}

/** A 65-byte signature with its recovery byte written as 0/1 instead of 27/28. */
export function withZeroOneV(signature: Hex): Hex {
  const v = parseInt(signature.slice(-2), 16)
  return `${signature.slice(0, -2)}${(v - 27).toString(16).padStart(2, '0')}` as Hex
}

/** EIP-2098's 64-byte compact form of a 65-byte signature. */
export function compact(signature: Hex): Hex {
  return serializeCompactSignature(signatureToCompactSignature(parseSignature(signature)))
}

/** Every case that must verify: each signer, each text, bytes given as hex, each signature form. */
export async function validPlainCases(): Promise<PlainCase[]> {
  const cases: PlainCase[] = []
  for (const [name, text] of Object.entries(PLAIN_TEXTS)) {
    const byViem = await plainEvmAccount.signMessage({ message: text })
    const byEthers = (await ethersWallet.signMessage(text)) as Hex
    cases.push({ name: `viem, ${name} text`, proof: evm(text, byViem) })
    cases.push({ name: `ethers, ${name} text`, proof: evm(text, byEthers) })
    const bytes = new TextEncoder().encode(text)
    cases.push({
      name: `tweetnacl, ${name} text, base58`,
      proof: solana(text, base58.encode(nacl.sign.detached(bytes, plainSolanaKeys.secretKey))),
    })
  }
  const text = PLAIN_TEXTS.plain
  const signature = await plainEvmAccount.signMessage({ message: text })
  cases.push({ name: 'v as 0/1', proof: evm(text, withZeroOneV(signature)) })
  cases.push({ name: 'v as 27/28, no 0x', proof: evm(text, signature.slice(2)) })
  cases.push({ name: 'EIP-2098 compact (viem)', proof: evm(text, compact(signature)) })
  cases.push({ name: 'EIP-2098 compact (ethers)', proof: evm(text, utils.splitSignature(signature).compact) })
  cases.push({
    name: 'lower-case address',
    proof: evm(text, signature, { address: plainEvmAccount.address.toLowerCase() }),
  })
  // Bytes, as a wallet signs 0x-hex: viem's raw message and ethers' byte array.
  const raw = toHex(new Uint8Array([0xde, 0xad, 0xbe, 0xef, 0x00, 0xff]))
  cases.push({
    name: 'viem, bytes given as hex',
    proof: evm(raw, await plainEvmAccount.signMessage({ message: { raw } })),
  })
  const utf8Hex = bytesToHex(new TextEncoder().encode(PLAIN_TEXTS.unicode))
  cases.push({
    name: 'ethers, UTF-8 bytes given as hex',
    proof: evm(utf8Hex, await ethersWallet.signMessage(utils.arrayify(utf8Hex))),
  })
  // The literal text "0x…" signed as text also verifies (the text reading).
  cases.push({
    name: 'viem, hex-looking text signed as text',
    proof: evm(raw, await plainEvmAccount.signMessage({ message: raw })),
  })
  const solanaSig = nacl.sign.detached(new TextEncoder().encode(text), plainSolanaKeys.secretKey)
  cases.push({ name: 'tweetnacl, base64 signature', proof: solana(text, Buffer.from(solanaSig).toString('base64')) })
  cases.push({ name: 'tweetnacl, hex signature', proof: solana(text, Buffer.from(solanaSig).toString('hex')) })
  cases.push({
    name: 'tweetnacl, bytes given as hex',
    proof: solana(
      toHex(new Uint8Array([1, 2, 3, 250])),
      base58.encode(nacl.sign.detached(new Uint8Array([1, 2, 3, 250]), plainSolanaKeys.secretKey)),
    ),
  })
  return cases
}

/** MyCrypto / MyEtherWallet's signed-message JSON (version 2 and 3), as its "sign message" page writes it. */
export function myCryptoJson(proof: PlainMessageProof, version: '2' | '3' = '2'): string {
  const signed: Record<string, string> = { address: proof.address, msg: proof.message, sig: proof.signature, version }
  if (version === '3') signed['signer'] = 'MEW'
  return JSON.stringify(signed, null, 2)
}

/** A block explorer's verified-signature JSON. */
export function explorerJson(proof: PlainMessageProof): string {
  return JSON.stringify({ address: proof.address, message: proof.message, signature: proof.signature })
}
