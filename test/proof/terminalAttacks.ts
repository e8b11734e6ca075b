/**
 * Test-only: proofs whose signed text carries what a terminal obeys or hides (escape sequences that
 * clear the screen, set the window title, write the clipboard; line breaks, backspaces, C1 controls,
 * bidi isolates, invisible characters), laid out so that, printed raw, they would draw a fake
 * "Valid" verdict over the true one. Made as an attacker makes them (e2e/support/forged-links.ts:
 * `siwe`, ethers, tweetnacl), for the command-line tool's tests.
 */
import {
  linkedProofLink,
  newEvmKey,
  newSolanaKey,
  plainMessageLink,
  signedPart,
  signedSolanaPart,
  signInText,
  singleProofLink,
  solanaSignInText,
} from '../../e2e/support/forged-links.ts'
import { EXPIRES, ISSUED_AT, SITE, SITE_ROOT } from './linksByOthers.ts'

/** The verdict and the count an attacker wants a person to read. */
export const FAKE_VERDICT = '1. Valid: Sign-In with Ethereum for sigil.example, signed by 0xB0b.'
export const FAKE_SUMMARY = '1 link: 1 valid, 0 not valid, 0 cannot be checked.'

/**
 * On one line of the signed text (no line feed or carriage return, so a line-by-line parser reads
 * on and quotes it): back to the line's start and erase it, clear the screen and the scrollback,
 * draw the fake verdict; then a vertical tab, a form feed, next-lines and line separators to start
 * the fake summary below it; retitle the window, write the clipboard, hide what follows.
 */
export const ATTACK_LINE = [
  '\u001b[1G\u001b[2K\u001b[2J\u001b[3J\u001b[H',
  FAKE_VERDICT,
  '\u000b\u000c\u0085\u2028\u2029\u001bE',
  FAKE_SUMMARY,
  '\u001b]0;Valid\u0007',
  '\u001b]52;c;cm0gLXJmIH4K\u0007',
  '\u009b2J\u009b1;1H',
  '\u001b[8m',
  '\b\b\b\u007f',
  '\u2066\u2067\u2068\u2069\u202e',
  '\u00ad\u034f\u115f\u3164\uffa0\u{e0041}\u{e0056}\ufe0f\u200b\u2060\ufeff',
].join('')

/** No white space in it: what a scanner reads as one word. */
export const ATTACK_WORD = '%\u001b[2J\u009b2J\u2066\u00ad\u007f\b\u{e0041}\u3164\u001b]0;Valid\u0007'

/** The same with line feeds: for texts signed as they are, never parsed line by line. */
export const ATTACK_TEXT = `\r\n${ATTACK_LINE}\r\n${FAKE_SUMMARY}\n`

export type TerminalAttack = { name: string; link: string }

/** One proof link for each place a proof's text is printed: a field, a reason quoting a field, the signed text. */
export async function terminalAttackLinks(): Promise<TerminalAttack[]> {
  const times = { issuedAt: ISSUED_AT, expirationTime: EXPIRES, statement: 'I control this address.' }
  const evm = newEvmKey()
  const solana = newSolanaKey()
  const signIn = signInText(SITE, { address: evm.address, nonce: 'n0nceAttack1', ...times })
  const solanaSignIn = solanaSignInText(SITE, { address: solana.address, nonce: 'n0nceAttack2', ...times })
  const withDomain = (text: string, domain: string) => text.replace(SITE.domain, domain)
  const extraLine = `${signIn}\n${ATTACK_LINE}`
  const resources = [`eip155:1:${evm.address}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solana.address}`]
  const together = { nonce: 'n0nceAttack3', resources, ...times }
  return [
    // A line EIP-4361 does not have: the reason quotes it.
    { name: 'a Sign-In with an extra line', link: singleProofLink(SITE_ROOT, await signedPart(evm, extraLine)) },
    {
      name: 'a Sign-In whose domain holds the attack',
      link: singleProofLink(SITE_ROOT, await signedPart(evm, withDomain(signIn, `sigil.example${ATTACK_LINE}`))),
    },
    {
      name: 'a Sign-In whose scheme holds the attack',
      link: singleProofLink(SITE_ROOT, await signedPart(evm, withDomain(signIn, `${ATTACK_LINE}://sigil.example`))),
    },
    {
      name: 'a Sign-In with Solana whose domain holds the attack',
      link: singleProofLink(
        SITE_ROOT,
        signedSolanaPart(solana, withDomain(solanaSignIn, `sigil.example${ATTACK_LINE}`)),
      ),
    },
    {
      name: 'a linked proof whose second message has an extra line',
      link: linkedProofLink(SITE_ROOT, [
        await signedPart(evm, signInText(SITE, { address: evm.address, ...together })),
        signedSolanaPart(solana, `${solanaSignInText(SITE, { address: solana.address, ...together })}\n${ATTACK_LINE}`),
      ]),
    },
    {
      name: 'a plain message signed by its address',
      link: plainMessageLink(SITE_ROOT, {
        namespace: 'eip155',
        address: evm.address,
        message: ATTACK_TEXT,
        signature: await evm.signMessage(ATTACK_TEXT),
      }),
    },
    {
      name: 'a plain message naming an address that did not sign it',
      link: plainMessageLink(SITE_ROOT, {
        namespace: 'solana',
        address: solana.address,
        message: ATTACK_TEXT,
        signature: signedSolanaPart(newSolanaKey(), ATTACK_TEXT).signature,
      }),
    },
    // No proof can be read after this #proof=: the reason quotes what follows it, up to a space.
    { name: 'a link with the attack after #proof=', link: `https://sigil.example/verify/#proof=${ATTACK_WORD}` },
  ]
}

/** A signed-message JSON whose message is the attack, signed by its address: valid, and its text printed. */
export async function terminalAttackJson(): Promise<string> {
  const key = newEvmKey()
  return JSON.stringify({
    address: key.address,
    msg: ATTACK_TEXT,
    sig: await key.signMessage(ATTACK_TEXT),
    version: '2',
  })
}
