/** The phrase every Sign-In message's first line ends with; text that has it is never read as plain. */
const SIGN_IN_PHRASE = /wants you to sign in with your [^\n]* account:/

/**
 * Whether text is (or tries to be) a Sign-In message: such text keeps all of Sign-In's checks, is
 * never verified as a plain message, and is not offered for signing as one (it would be a login).
 */
export function looksLikeSignIn(text: string): boolean {
  return SIGN_IN_PHRASE.test(text)
}
