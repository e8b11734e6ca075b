/**
 * Checks a plain signed message: that `address` signed `message` with EIP-191 `personal_sign`
 * (EVM: recovered offline, or a contract wallet asked on its chain) or ed25519 (Solana). It
 * proves that and no more: no site, no time, so anyone could have asked for it and it can be
 * shown again anywhere. The signature is checked against the bytes `signedBytes.ts` reads the
 * message as (a message of 0x-hex: the bytes it spells, then its text). Never throws.
 */
import { getAddress } from './evmAddress.js'
import { parseChainId } from './caip.js'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof, validatePlainMessageShape } from './plainMessage.js'
import {
  isEvmAddress,
  isSolanaAddress,
  readEvmSignature,
  solanaSignatureCandidates,
} from './plainSignatureEncodings.js'
import type { ProvenAccount, ProvenAccounts } from './provenAccount.js'
import type { ProofNamespace } from './types.js'
import { isSignIn, type SignedContent, type SignedReading, signedReadings } from './signedBytes.js'
import { signatureCheck } from './signatureChecks.js'
import { signatureReason } from './signatureReason.js'
import type { ProofPublicClient, SignatureCheck } from './signatureCheck.js'
import type { VerificationReason } from './verifyProof.js'

export type { SignedContent }

export type VerifyPlainMessageParameters = {
  /** RPC access for contract wallets, by EIP-155 chain id (as for `verifyProof`). */
  getPublicClient?: ((chainId: number) => ProofPublicClient | undefined) | undefined
  rpcTimeoutMs?: number | undefined
  /** `false`: a signature the address's own key did not make is `invalid`, and no chain is asked (as for `verifyProof`). */
  contractWallets?: boolean | undefined
}

/** What every plain message result holds, whatever its verdict. */
export type PlainResult = {
  kind: 'plain'
  reasons: VerificationReason[]
  /** What the signature is over: the reading that verified, else the message as text. */
  signed: SignedContent
  /** The chain a contract wallet was asked on (EVM, when its own key did not sign). */
  chainId?: number
}

/** A plain message its address signed: the signer is named and proven. */
export type ValidPlainMessage = PlainResult & {
  verdict: 'valid'
  namespace: ProofNamespace
  /** The signer as given, EIP-55 checksummed for EVM. */
  address: string
  /** The signer, and how its signature checked. */
  proven: ProvenAccounts
  /** The message as checked (its shape read), for a link to this check. */
  evidence: PlainMessageProof
}

/** A plain message that is not valid: `invalid` (another key's, or malformed), or `unverifiable`. */
export type NotValidPlainMessage = PlainResult & {
  verdict: 'invalid' | 'unverifiable'
  namespace?: ProofNamespace
  /** The signer as given, EIP-55 checksummed for EVM, when it could be read. */
  address?: string
  /** The signer, when the signature checked (a plain message checked by a login is invalid all the same). */
  proven: ProvenAccount[]
  evidence?: PlainMessageProof
}

/** A plain message's result: after `verdict === 'valid'`, its signer is named and proven. */
export type VerifyPlainMessageReturnType = ValidPlainMessage | NotValidPlainMessage

/** The default chain for a contract wallet when the message names none: Ethereum. */
const DEFAULT_EVM_CHAIN = 1

export async function verifyPlainMessage(
  input: PlainMessageProof,
  parameters: VerifyPlainMessageParameters = {},
): Promise<VerifyPlainMessageReturnType> {
  const text = typeof (input as Partial<PlainMessageProof> | null)?.message === 'string' ? input.message : ''
  const signed: SignedContent = { kind: 'text', text }
  const reasons: VerificationReason[] = []
  try {
    return await verify(input, parameters, reasons, signed)
  } catch {
    reasons.push({
      check: 'internal',
      ok: false,
      message: 'Something unexpected went wrong while checking this signature.',
    })
    return { kind: 'plain', verdict: 'unverifiable', reasons, signed, proven: [] }
  }
}

async function verify(
  input: PlainMessageProof,
  parameters: VerifyPlainMessageParameters,
  reasons: VerificationReason[],
  fallback: SignedContent,
): Promise<VerifyPlainMessageReturnType> {
  const invalid = (check: VerificationReason['check'], message: string): VerifyPlainMessageReturnType => {
    reasons.push({ check, ok: false, message })
    return { kind: 'plain', verdict: 'invalid', reasons, signed: fallback, proven: [] }
  }
  const shape = validatePlainMessageShape({ ...input, v: PLAIN_MESSAGE_VERSION })
  if (!shape.ok) return invalid('input', shape.error.message)
  const { namespace, message, signature } = shape.proof
  const readings = signedReadings(message)
  // Read as plain, a Sign-In would lose its site, nonce and times, and another key could sign the
  // bytes of a Sign-In that names someone else: whichever way it was signed, a Sign-In is only
  // ever checked as a Sign-In.
  const signIn = readings.find(isSignIn)
  if (signIn)
    return {
      ...invalid(
        'message',
        `${signIn.content.kind === 'bytes' ? 'These bytes (the message is their 0x-hex) are' : 'This text is'} a Sign-In message, and a Sign-In message is checked only as a Sign-In (with its site, address, nonce and times), never as a plain message. Paste its text with its signature to check it as a Sign-In.`,
      ),
      signed: signIn.content,
      namespace,
      address: shape.proof.address,
    }
  reasons.push({
    check: 'message',
    ok: true,
    message: 'A plain signed message, not a Sign-In message: it names no site and no time.',
  })

  if (namespace === 'solana') {
    if (!isSolanaAddress(shape.proof.address))
      return invalid('input', 'The address is not a Solana public key (base58).')
    const signatures = solanaSignatureCandidates(signature)
    if (signatures.length === 0)
      return invalid('signature', 'The signature is not 64 bytes of base58, base64 or hex, as a Solana signature is.')
    const verifySolanaSignature = await signatureCheck('solana')
    let last: SignatureCheck = { status: 'invalid', message: 'The signature could not be checked.' }
    for (const reading of readings)
      for (const candidate of signatures) {
        last = await verifySolanaSignature({
          message: reading.bytes,
          address: shape.proof.address,
          signature: candidate,
        })
        if (last.status === 'valid')
          return done(reasons, last, reading.content, { namespace, address: shape.proof.address }, shape.proof)
      }
    return done(reasons, last, fallback, { namespace, address: shape.proof.address }, shape.proof)
  }

  if (!isEvmAddress(shape.proof.address))
    return invalid('input', 'The address is not an Ethereum address (0x and 40 hex digits).')
  const address = getAddress(shape.proof.address)
  const mixedCase = /[a-f]/.test(shape.proof.address) && /[A-F]/.test(shape.proof.address)
  if (mixedCase && address !== shape.proof.address)
    return invalid('input', 'The address’s letter case does not match its EIP-55 checksum: a character was changed.')
  const read = readEvmSignature(signature)
  if (!read.ok) return invalid('signature', read.problem)
  const chainId = shape.proof.chainId
    ? (parseChainId(shape.proof.chainId)?.reference ?? DEFAULT_EVM_CHAIN)
    : DEFAULT_EVM_CHAIN
  const verifyEvmSignature = await signatureCheck('eip155')
  const ask = (reading: SignedReading, offline: boolean) =>
    verifyEvmSignature({
      message: { raw: reading.bytes },
      address,
      signature: offline ? read.recoverable : read.given,
      chainId: Number(chainId),
      getPublicClient: parameters.getPublicClient,
      offline,
      contractWallets: parameters.contractWallets,
      timeoutMs: parameters.rpcTimeoutMs ?? 10_000,
    })
  // Every reading offline first: a contract wallet's chain is asked only when no key signed it.
  for (const reading of readings) {
    const check = await ask(reading, true)
    if (check.status === 'valid') return done(reasons, check, reading.content, { namespace, address }, shape.proof)
  }
  // No contract wallet is accepted: no chain to ask, so the answer is the key's alone.
  if (parameters.contractWallets === false) {
    const reading = readings[0]
    const check = reading === undefined ? undefined : await ask(reading, false)
    return done(
      reasons,
      check ?? { status: 'invalid', message: 'The signature could not be checked.' },
      fallback,
      { namespace, address },
      shape.proof,
    )
  }
  let answer: SignatureCheck | undefined
  for (const reading of readings) {
    const check = await ask(reading, false)
    if (check.status === 'valid')
      return done(reasons, check, reading.content, { namespace, address, chainId: Number(chainId) }, shape.proof)
    if (answer === undefined || check.status === 'unverifiable') answer = check
  }
  // signedReadings always gives the text reading, so the loop ran at least once.
  return done(
    reasons,
    answer ?? { status: 'invalid', message: 'The signature could not be checked.' },
    fallback,
    { namespace, address, chainId: Number(chainId) },
    shape.proof,
  )
}

function done(
  reasons: VerificationReason[],
  check: SignatureCheck,
  signed: SignedContent,
  about: { namespace: 'eip155' | 'solana'; address: string; chainId?: number },
  evidence: PlainMessageProof,
): VerifyPlainMessageReturnType {
  reasons.push(signatureReason(check))
  const { namespace, address } = about
  const result: VerifyPlainMessageReturnType =
    check.status === 'valid'
      ? {
          kind: 'plain',
          verdict: 'valid',
          reasons,
          signed,
          namespace,
          address,
          proven: [{ namespace, address, checkedBy: check.checkedBy }],
          evidence,
        }
      : { kind: 'plain', verdict: check.status, reasons, signed, namespace, address, proven: [], evidence }
  // Set only once a contract wallet was asked: the chain matters to the verdict only then.
  if (about.chainId !== undefined) result.chainId = about.chainId
  return result
}
