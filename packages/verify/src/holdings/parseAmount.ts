/**
 * What a person typed ("100", "0.5", "1,000.25", "1 000 000") read as an exact number of base units,
 * with no floating point: the digits before and after the point are joined as text, then read as
 * one integer.
 *
 * One reading per text, or none. The decimal mark is a point. Digits before it may be grouped in
 * threes by commas or by spaces (one kind per amount), as `formatAmount` writes them. A text whose
 * only comma is followed by exactly three digits ("1,000") is refused: half the world reads it as
 * one thousand, the other half as one, and a requirement off by a factor of a thousand either lets
 * everyone in or no one. A comma as the decimal mark ("1,5"), a sign, an exponent, other digits
 * than 0 to 9, or more digits after the point than the token has decimals are refused too, each
 * with a message saying what to write instead. Leading zeros are read as written ("007" is 7).
 */
import { quoteInMessage } from '../display/quoteInMessage.js'
import { isDecimals, MAX_UINT256 } from './baseUnits.js'

/** Longer than any amount needs: 78 digits of 2^256, 25 separators, a point and 255 decimals. */
export const MAX_AMOUNT_TEXT_LENGTH = 400

export type ParseAmountOptions = {
  /** The largest amount accepted, in base units (2^256 − 1 unless told: a u64 on Solana). */
  max?: bigint
}

export type ParseAmountErrorCode =
  | 'empty'
  | 'too-long'
  | 'signed'
  | 'exponent'
  | 'decimal-comma'
  | 'ambiguous'
  | 'not-an-amount'
  | 'too-many-decimals'
  | 'too-large'

export type ParseAmountReturnType =
  { ok: true; baseUnits: bigint } | { ok: false; error: { code: ParseAmountErrorCode; message: string } }

// Digits, grouped in threes by one separator used throughout (the back reference), or not grouped.
const AMOUNT = /^(?:([1-9][0-9]{0,2})((?:([, \u00a0\u202f])[0-9]{3})(?:\3[0-9]{3})*)|([0-9]*))(?:\.([0-9]+))?$/

/**
 * Reads an amount of a token with `decimals` decimals (0 to 255) as base units. Throws only when
 * `decimals` is not a whole number from 0 to 255, which no token declares.
 */
export function parseAmount(text: string, decimals: number, options: ParseAmountOptions = {}): ParseAmountReturnType {
  if (!isDecimals(decimals)) throw new RangeError(`A token's decimals are 0 to 255, not ${decimals}.`)
  const max = options.max ?? MAX_UINT256
  if (text.length > MAX_AMOUNT_TEXT_LENGTH) return fail('too-long', 'This is too long to be an amount.')
  const amount = text.trim()
  if (amount === '') return fail('empty', 'Write an amount, such as 100 or 0.5.')
  const quoted = quoteInMessage(amount, 30)
  if (/^[+\-\u2212\u2010\u2011\u2012\u2013\u2014]/.test(amount))
    return fail('signed', `${quoted} has a sign: write the amount alone, such as 100.`)
  if (/^[0-9.,]+[eE][+-]?[0-9]+$/.test(amount))
    return fail('exponent', `${quoted} is written with an exponent: write every digit, such as 1000000.`)
  const match = AMOUNT.exec(amount)
  if (match === null) {
    if (/^[0-9]+,[0-9]+$/.test(amount))
      return fail('decimal-comma', `${quoted} has a comma where a point is read: write 1.5 for one and a half.`)
    return fail('not-an-amount', `${quoted} is not an amount: write digits, with a point before any fraction.`)
  }
  const [, firstGroup, groups, separator, ungrouped, fraction = ''] = match
  const whole = firstGroup === undefined ? (ungrouped ?? '') : firstGroup + (groups ?? '').replace(/[^0-9]/g, '')
  if (separator === ',' && (groups ?? '').length === 4 && fraction === '')
    return fail(
      'ambiguous',
      `${quoted} could mean ${whole} or ${firstGroup}: write ${whole} without the comma, or ${firstGroup}.${(groups ?? '').slice(1)} with a point.`,
    )
  if (whole === '' && fraction === '')
    return fail('not-an-amount', `${quoted} is not an amount: write digits, such as 100.`)
  if (fraction.length > decimals)
    return fail(
      'too-many-decimals',
      decimals === 0
        ? `${quoted} has a fraction, and this asset is counted in whole units only.`
        : `${quoted} has ${fraction.length} digits after the point; this asset has ${decimals}.`,
    )
  const baseUnits = BigInt(whole + fraction.padEnd(decimals, '0') || '0')
  if (baseUnits > max) return fail('too-large', `${quoted} is more than there can be of this asset.`)
  return { ok: true, baseUnits }
}

function fail(code: ParseAmountErrorCode, message: string): ParseAmountReturnType {
  return { ok: false, error: { code, message } }
}
