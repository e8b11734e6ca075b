/** Longest statement a proof may carry, so it fits a wallet's signing prompt and a link. */
export const MAX_STATEMENT_LENGTH = 280

/** RFC 3986 `reserved` and `unreserved` characters and space: what EIP-4361 lets a statement hold. */
const outsideStatementGrammar = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]/

export type StatementErrorCode = 'statement-too-long' | 'statement-line-break' | 'statement-character'

export type ValidateStatementReturnType =
  { ok: true } | { ok: false; error: { code: StatementErrorCode; message: string } }

/**
 * Checks a user-written statement before it goes into a sign-in message.
 *
 * EIP-4361 and SIWS define the statement as one line of ASCII drawn from RFC 3986's reserved and
 * unreserved characters plus space. Sigil writes only statements that grammar allows, so every
 * conforming verifier (and wallet) can parse the proofs it makes. Reading others' messages, an
 * EIP-4361 statement is held to the same grammar (`isEip4361Statement`, as the reference parser
 * does); a SIWS one only to printable ASCII (`isReadableStatement`).
 * @see https://eips.ethereum.org/EIPS/eip-4361#message-format
 */
export function validateStatement(statement: string): ValidateStatementReturnType {
  if (/[\n\r\u2028\u2029]/.test(statement))
    return fail('statement-line-break', 'The statement must be a single line; remove the line breaks.')
  if (statement.length > MAX_STATEMENT_LENGTH)
    return fail(
      'statement-too-long',
      `The statement is ${statement.length} characters long; the limit is ${MAX_STATEMENT_LENGTH}.`,
    )
  const bad = outsideStatementGrammar.exec(statement)
  if (bad)
    return fail(
      'statement-character',
      `The statement contains “${bad[0]}”, which a sign-in message cannot carry. Use plain letters, digits, spaces and the punctuation - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; =`,
    )
  return { ok: true }
}

/**
 * EIP-4361's statement rule, `1*( reserved / unreserved / " " )`, exactly: a Sign-In with Ethereum
 * message whose statement breaks it is refused by conforming parsers, so Sigil refuses it too.
 */
export function isEip4361Statement(statement: string): boolean {
  return statement.length > 0 && !outsideStatementGrammar.test(statement)
}

/** Lenient reading rule: one line of printable ASCII, so no control or bidi characters can disguise it. */
export function isReadableStatement(statement: string): boolean {
  return /^[\x20-\x7e]*$/.test(statement)
}

function fail(code: StatementErrorCode, message: string): ValidateStatementReturnType {
  return { ok: false, error: { code, message } }
}
