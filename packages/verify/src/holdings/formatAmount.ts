/**
 * An exact number of base units written for reading ("12.3", "1 000 000"), with no floating point:
 * the integer is split at the token's decimals as text.
 *
 * Cut to `maxFractionDigits`, it rounds down (toward zero), so a shown holding is never more than
 * the one read: 99.9999 USDC shown to two places is "99.99", never "100.00". `rounded` says when
 * digits were cut, so a view can say the figure is not exact. Digits before the point are grouped
 * in threes by `groupSeparator` (a space unless told: a comma reads as a decimal mark in much of
 * the world); `parseAmount` reads what this writes.
 */
import { isDecimals } from './baseUnits.js'

export type FormatAmountOptions = {
  /** At most this many digits after the point (all the token's decimals unless told). */
  maxFractionDigits?: number
  /** Between groups of three digits before the point; `''` for none. A space unless told. */
  groupSeparator?: string
}

export type FormatAmountReturnType = {
  text: string
  /** Whether digits that are not zero were cut: the text is less than the amount, by less than its last digit. */
  rounded: boolean
}

/**
 * Writes `baseUnits` (0 or more) of a token with `decimals` decimals. Throws on a negative amount
 * or decimals a token cannot declare: no balance is either.
 */
export function formatAmount(
  baseUnits: bigint,
  decimals: number,
  { maxFractionDigits = decimals, groupSeparator = ' ' }: FormatAmountOptions = {},
): FormatAmountReturnType {
  if (baseUnits < 0n) throw new RangeError('An amount held is never negative.')
  if (!isDecimals(decimals)) throw new RangeError(`A token's decimals are 0 to 255, not ${decimals}.`)
  if (!Number.isInteger(maxFractionDigits) || maxFractionDigits < 0)
    throw new RangeError(`maxFractionDigits is a whole number, not ${maxFractionDigits}.`)
  const digits = baseUnits.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals)
  const kept = fraction.slice(0, maxFractionDigits).replace(/0+$/, '')
  const rounded = /[1-9]/.test(fraction.slice(maxFractionDigits))
  const grouped = whole.replace(/\B(?=(?:[0-9]{3})+$)/g, groupSeparator)
  return { text: kept === '' ? grouped : `${grouped}.${kept}`, rounded }
}
