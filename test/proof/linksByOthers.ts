/**
 * Proof links made without Sigil's code (e2e/support/forged-links.ts: `siwe`, the Solana Wallet
 * Standard's message writer, ethers v5, tweetnacl), for checking the verifier's public entry and its
 * command-line tool. Fixed times: every link is valid at `DURING`.
 */
import {
  EVIL_SITE,
  linkedProofLink,
  newEvmKey,
  newSolanaKey,
  plainMessageLink,
  signedPart,
  signedSolanaPart,
  signInText,
  singleProofLink,
  solanaSignInText,
  type ProofPart,
  type Site,
} from '../../e2e/support/forged-links.ts'

export const SITE: Site = { domain: 'sigil.example', uri: 'https://sigil.example/' }
export const SITE_ROOT = 'https://sigil.example/'

export const ISSUED_AT = '2030-01-01T00:00:00.000Z'
export const EXPIRES = '2030-01-08T00:00:00.000Z'
/** Inside every link's validity window. */
export const DURING = '2030-01-02T00:00:00Z'
/** After every link expired. */
export const AFTER = '2030-02-01T00:00:00Z'

export type LinksByOthers = {
  evm: string
  evmAddress: string
  solana: string
  solanaAddress: string
  /** The EVM link with one character of its signature changed. */
  evmFlipped: string
  /** The Solana link with one character of its signature changed. */
  solanaFlipped: string
  /** A Sign-In made for evil.example, by a key of its own. */
  otherSite: string
  /** The EVM and the Solana key proven together (format version 2), each message naming both accounts. */
  linked: string
  /** A plain message (format version 3) signed by ethers. */
  plain: string
  /** The same signed message as MyCrypto's JSON: `address`, `msg`, `sig`, `version`. */
  plainJson: string
  /** A link cut short: not readable at all. */
  damaged: string
  /** Signed by one key for another's address, as only a contract wallet could have: the chain must be asked. */
  contractWallet: string
  contractWalletAddress: string
}

export async function linksByOthers(): Promise<LinksByOthers> {
  const times = { issuedAt: ISSUED_AT, expirationTime: EXPIRES, statement: 'I control this address.' }
  const evmKey = newEvmKey()
  const evmPart = await signedPart(
    evmKey,
    signInText(SITE, { address: evmKey.address, nonce: 'n0nceEvm0001', ...times }),
  )
  const solanaKey = newSolanaKey()
  const solanaPart = signedSolanaPart(
    solanaKey,
    solanaSignInText(SITE, { address: solanaKey.address, nonce: 'n0nceSol0001', ...times }),
  )
  const evilKey = newEvmKey()
  const evilPart = await signedPart(
    evilKey,
    signInText(EVIL_SITE, { address: evilKey.address, nonce: 'n0nceEvil001', ...times }),
  )
  const plainText = 'I agree to the terms.'
  const wallet = newEvmKey()
  const walletAddress = newEvmKey().address
  const contractPart = await signedPart(
    wallet,
    signInText(SITE, { address: walletAddress, nonce: 'n0nceWallet1', ...times }),
    'eip155:1',
    walletAddress,
  )
  const evm = singleProofLink(SITE_ROOT, evmPart)
  const resources = [`eip155:1:${evmKey.address}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaKey.address}`]
  const together = { nonce: 'n0nceLinked1', resources, ...times, statement: 'I control these addresses.' }
  const linked = linkedProofLink(SITE_ROOT, [
    await signedPart(evmKey, signInText(SITE, { address: evmKey.address, ...together })),
    signedSolanaPart(solanaKey, solanaSignInText(SITE, { address: solanaKey.address, ...together })),
  ])
  const plainSignature = await evmKey.signMessage(plainText)
  return {
    evm,
    evmAddress: evmKey.address,
    solana: singleProofLink(SITE_ROOT, solanaPart),
    solanaAddress: solanaKey.address,
    evmFlipped: singleProofLink(SITE_ROOT, flipSignature(evmPart, 10)),
    solanaFlipped: singleProofLink(SITE_ROOT, flipSignature(solanaPart, solanaPart.signature.length - 1)),
    otherSite: singleProofLink(SITE_ROOT, evilPart),
    linked,
    plain: plainMessageLink(SITE_ROOT, {
      namespace: 'eip155',
      address: evmKey.address,
      message: plainText,
      signature: plainSignature,
    }),
    plainJson: JSON.stringify({ address: evmKey.address, msg: plainText, sig: plainSignature, version: '2' }, null, 2),
    damaged: evm.slice(0, evm.length - 7),
    contractWallet: singleProofLink(SITE_ROOT, contractPart),
    contractWalletAddress: walletAddress,
  }
}

/** The part with the signature's character at `at` changed (to another digit of the same encoding). */
function flipSignature(part: ProofPart, at: number): ProofPart {
  const signature = part.signature
  const replacement = signature[at] === '2' ? '3' : '2'
  return { ...part, signature: `${signature.slice(0, at)}${replacement}${signature.slice(at + 1)}` }
}
