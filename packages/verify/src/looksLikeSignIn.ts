/** The phrase every Sign-In message's first line ends with (`… <family> account:`); text that has it is never read as plain. */
const SIGN_IN_START = 'wants you to sign in with your '
const SIGN_IN_END = ' account:'

/**
 * Whether text is (or tries to be) a Sign-In message: such text keeps all of Sign-In's checks, is
 * never verified as a plain message, and is not offered for signing as one (it would be a login).
 * The phrase's start and its end on the same line, found by scanning, not by a pattern
 * (`start[^\n]*end` retries every start to the line's end: quadratic in a text that repeats it).
 */
export function looksLikeSignIn(text: string): boolean {
  let from = 0
  let end = -1
  for (;;) {
    const start = text.indexOf(SIGN_IN_START, from)
    if (start === -1) return false
    // Each search starts where the last ended or later, so the text is scanned once in all.
    if (end < start + SIGN_IN_START.length) end = text.indexOf(SIGN_IN_END, start + SIGN_IN_START.length)
    if (end === -1) return false
    const lineEnd = text.indexOf('\n', start)
    if (lineEnd === -1 || end + SIGN_IN_END.length <= lineEnd) return true
    // The line's first start ends soonest: no other on this line can end on it.
    from = lineEnd + 1
  }
}
