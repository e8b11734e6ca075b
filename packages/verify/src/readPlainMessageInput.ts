/**
 * What the verify page's fields hold when the message is not a Sign-In message: a signed-message
 * JSON object in the shapes people paste (MyCrypto / MyEtherWallet `address`/`msg`/`sig`/`version`;
 * block explorers' `address`/`message`/`signature`), recognised by its shape, or plain text with its
 * signature and the address that signed it. Loaded only for such input.
 */
import { MAX_LINK_LENGTH } from './decodeProofFragment.js'
import { looksLikeSignIn } from './looksLikeSignIn.js'
import { MAX_SOLANA_ADDRESS_LENGTH, tooLongMessage } from './fieldLimits.js'
import { MAX_PLAIN_MESSAGE_LENGTH, PLAIN_MESSAGE_VERSION, type PlainMessageProof } from './plainMessage.js'
import {
  describeSolanaSignatureProblem,
  isEvmAddress,
  isSolanaAddress,
  readEvmSignature,
} from './plainSignatureEncodings.js'
import { signInReading } from './signedBytes.js'

export { looksLikeSignIn }

/** Where the input came from, as the verdict names it. */
export type PlainInputSource = 'fields' | 'mycrypto' | 'explorer' | 'json'

export type PlainInputSubject =
  /** A plain message, ready to check. */
  | { kind: 'plain'; proof: PlainMessageProof; source: PlainInputSource }
  /** A Sign-In message (in a JSON object, or as the 0x-hex of its bytes): checked as one, against the address given. */
  | { kind: 'sign-in'; message: string; signature: string; address: string; source: PlainInputSource }

export type PlainInputReading = {
  /** Ready to check, when nothing is missing or wrong. */
  subject?: PlainInputSubject
  /** Which fields the reader must still fill (the JSON brings its own signature and address). */
  asks: { signature: boolean; address: boolean }
  /** What is wrong, in plain English, and with which field. */
  problem?: { field: 'message' | 'signature' | 'address'; message: string }
  /** How the input is read, shown beside the message. */
  note: string
}

export type PlainInputFields = { message: string; signature: string; address: string }

const PLAIN_NOTE = 'Not a Sign-In message: it is checked as a plain signed message, which names no site and no time.'

const HEX_SIGN_IN_NOTE =
  'This is the 0x-hex of a Sign-In message: it is checked as that Sign-In, with all its checks, never as a plain message.'

/** Reads the fields; never throws. */
export function readPlainMessageInput(fields: PlainInputFields): PlainInputReading {
  const json = readJson(fields.message)
  if (json) return json
  return readFields(fields)
}

function readFields({ message, signature, address }: PlainInputFields): PlainInputReading {
  const asks = { signature: true, address: true }
  // Every field's length before anything reads it.
  if (message.length > MAX_PLAIN_MESSAGE_LENGTH)
    return { asks, note: PLAIN_NOTE, problem: { field: 'message', message: tooLong } }
  const typed = address.trim()
  if (typed.length > MAX_SOLANA_ADDRESS_LENGTH)
    return { asks, note: PLAIN_NOTE, problem: { field: 'address', message: addressTooLong } }
  const signIn = signInReading(message)?.content
  if (signIn?.kind === 'text')
    return {
      asks,
      note: 'This looks like a Sign-In message, so it is read as one and never as a plain message.',
      problem: {
        field: 'message',
        message:
          'Its first line should end “wants you to sign in with your … account:”; a Sign-In message that does not start there is not well formed.',
      },
    }
  if (signIn?.text !== undefined) {
    // The hex's bytes are the Sign-In's own: a wallet that signs them signs that login.
    const sig = signature.trim()
    const subject: PlainInputSubject = {
      kind: 'sign-in',
      message: signIn.text,
      signature: sig,
      address: typed,
      source: 'fields',
    }
    return { asks: { signature: true, address: false }, note: HEX_SIGN_IN_NOTE, ...(sig === '' ? {} : { subject }) }
  }
  const namespace = isEvmAddress(typed) ? 'eip155' : isSolanaAddress(typed) ? 'solana' : undefined
  if (typed !== '' && namespace === undefined)
    return {
      asks,
      note: PLAIN_NOTE,
      problem: {
        field: 'address',
        message: 'The address is neither an Ethereum address (0x and 40 hex digits) nor a Solana address (base58).',
      },
    }
  const sig = signature.trim()
  const sigProblem = namespace && sig ? signatureProblem(namespace, sig) : undefined
  if (sigProblem) return { asks, note: PLAIN_NOTE, problem: { field: 'signature', message: sigProblem } }
  if (namespace === undefined || sig === '') return { asks, note: PLAIN_NOTE }
  return {
    asks,
    note: PLAIN_NOTE,
    subject: {
      kind: 'plain',
      source: 'fields',
      proof: { v: PLAIN_MESSAGE_VERSION, namespace, address: typed, message, signature: sig },
    },
  }
}

const tooLong = `The message is longer than ${MAX_PLAIN_MESSAGE_LENGTH.toLocaleString('en')} characters, more than this page reads.`

/** Solana's are the longest: 44 characters, 42 for Ethereum's. */
const addressTooLong = tooLongMessage('The address', 'an Ethereum or Solana address', MAX_SOLANA_ADDRESS_LENGTH)

/** A signed-message JSON object holds one message of at most MAX_PLAIN_MESSAGE_LENGTH; escaped, it fits a link's length. */
const MAX_JSON_LENGTH = MAX_LINK_LENGTH

function signatureProblem(namespace: 'eip155' | 'solana', signature: string): string | undefined {
  if (namespace === 'solana') return describeSolanaSignatureProblem(signature)
  const read = readEvmSignature(signature)
  return read.ok ? undefined : read.problem
}

/** A chain id as JSON gives it (1, "1", "0x1", "eip155:1") as CAIP-2, or undefined when there is none or it is not one. */
function chainOf(value: unknown): string | undefined | false {
  if (value === undefined || value === null) return undefined
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const number = /^eip155:[1-9]\d{0,15}$/.test(text)
    ? Number(text.slice(7))
    : /^[1-9]\d{0,15}$/.test(text)
      ? Number(text)
      : /^0x[0-9a-fA-F]{1,13}$/.test(text)
        ? parseInt(text, 16)
        : Number.NaN
  return Number.isSafeInteger(number) && number > 0 ? `eip155:${number}` : false
}

function readJson(text: string): PlainInputReading | undefined {
  const trimmed = text.trim()
  if (!trimmed.startsWith('{')) return undefined
  // Longer than any signed-message JSON: read as text, which is then too long too.
  if (trimmed.length > MAX_JSON_LENGTH) return undefined
  let value: unknown
  try {
    value = JSON.parse(trimmed)
  } catch {
    // Text that merely starts with "{" may itself be what was signed; an unfinished object says so.
    return trimmed.endsWith('}')
      ? undefined
      : {
          asks: { signature: true, address: true },
          note: PLAIN_NOTE,
          problem: {
            field: 'message',
            message:
              'This starts like a signed-message JSON object but is not complete JSON; paste all of it, or it is checked as the text that was signed.',
          },
        }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const record = value as Record<string, unknown>
  const has = (key: string) => Object.hasOwn(record, key)
  // Recognised by shape: an address, a message and a signature, under either family of names.
  if (!has('address') || !(has('msg') || has('message')) || !(has('sig') || has('signature'))) return undefined
  const asks = { signature: false, address: false }
  const source: PlainInputSource =
    has('msg') && has('sig') ? 'mycrypto' : has('message') && has('signature') ? 'explorer' : 'json'
  const note =
    source === 'mycrypto'
      ? 'Read as a MyCrypto / MyEtherWallet signed message (JSON): its address, message and signature.'
      : 'Read as a signed-message JSON object: its address, message and signature.'
  const problem = (field: 'message' | 'signature' | 'address', message: string): PlainInputReading => ({
    asks,
    note,
    problem: { field, message },
  })
  if (has('msg') && has('message'))
    return problem('message', 'The JSON has both “msg” and “message”: which was signed?')
  if (has('sig') && has('signature'))
    return problem('message', 'The JSON has both “sig” and “signature”: which is the signature?')
  const message = record[has('msg') ? 'msg' : 'message']
  const signature = record[has('sig') ? 'sig' : 'signature']
  const address = record['address']
  if (typeof message !== 'string') return problem('message', 'The JSON’s message must be text.')
  if (typeof signature !== 'string' || signature.trim() === '')
    return problem('message', 'The JSON’s signature must be text.')
  if (typeof address !== 'string') return problem('message', 'The JSON’s address must be text.')
  const version = record['version']
  if (version === '1' || version === 1)
    return problem(
      'message',
      'This is a version 1 MyEtherWallet message, which hashed the message in a way wallets no longer sign; it cannot be checked here.',
    )
  if (message.length > MAX_PLAIN_MESSAGE_LENGTH) return problem('message', tooLong)
  const typed = address.trim()
  if (typed.length > MAX_SOLANA_ADDRESS_LENGTH)
    return problem('message', `In the JSON: ${addressTooLong.replace(/^The/, 'the')}`)
  const signIn = signInReading(message)?.content
  if (signIn?.text !== undefined)
    return {
      asks,
      note:
        signIn.kind === 'bytes'
          ? 'The JSON holds the 0x-hex of a Sign-In message: it is checked as that Sign-In, with all its checks, never as a plain message.'
          : 'The JSON holds a Sign-In message: it is checked as one, with all its checks.',
      subject: { kind: 'sign-in', message: signIn.text, signature: signature.trim(), address: typed, source },
    }
  const namespace = isEvmAddress(typed) ? 'eip155' : isSolanaAddress(typed) ? 'solana' : undefined
  if (namespace === undefined)
    return problem('message', 'The JSON’s address is neither an Ethereum address nor a Solana address.')
  const sigProblem = signatureProblem(namespace, signature)
  if (sigProblem) return problem('message', `In the JSON: ${sigProblem.replace(/^The/, 'the')}`)
  const chainId = namespace === 'eip155' ? chainOf(record['chainId'] ?? record['chain']) : undefined
  if (chainId === false) return problem('message', 'The JSON’s chain id is not a chain id.')
  const proof: PlainMessageProof = {
    v: PLAIN_MESSAGE_VERSION,
    namespace,
    address: typed,
    message,
    signature: signature.trim(),
  }
  if (chainId !== undefined) proof.chainId = chainId
  return { asks, note, subject: { kind: 'plain', source, proof } }
}
