/** Longest statement a proof may carry, so it fits a wallet's signing prompt and a link. */
export const MAX_STATEMENT_LENGTH = 280

export type StatementErrorCode = 'statement-too-long' | 'statement-line-break' | 'statement-character'

export type ValidateStatementReturnType =
  { ok: true } | { ok: false; error: { code: StatementErrorCode; message: string } }

/**
 * Checks a user-written statement before it goes into a sign-in message.
 *
 * EIP-4361 and SIWS define the statement as one line of ASCII drawn from RFC 3986's reserved and
 * unreserved characters plus space. Sigil writes only statements that grammar allows, so every
 * conforming verifier (and wallet) can parse the proofs it makes. When reading others' messages
 * it is more lenient and accepts any printable ASCII (see `isReadableStatement`).
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
  const bad = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]/.exec(statement)
  if (bad)
    return fail(
      'statement-character',
      `The statement contains “${bad[0]}”, which a sign-in message cannot carry. Use plain letters, digits, spaces and the punctuation - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; =`,
    )
  return { ok: true }
}

/** Lenient reading rule: one line of printable ASCII, so no control or bidi characters can disguise it. */
export function isReadableStatement(statement: string): boolean {
  return /^[\x20-\x7e]*$/.test(statement)
}

function fail(code: StatementErrorCode, message: string): ValidateStatementReturnType {
  return { ok: false, error: { code, message } }
}
