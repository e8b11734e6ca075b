/**
 * Turns a native balance in base units (wei, lamports) into text a person reads:
 * fixed decimals, digits grouped and the decimal mark as the reader's locale writes
 * them, the unit. Bigint arithmetic, and the number handed to `Intl.NumberFormat` as
 * decimal text, so a balance of any size keeps every digit (a float loses them past 2^53 wei).
 */

export type FormatBalanceParameters = {
  /** Base units of the native currency (wei, lamports); never negative. */
  value: bigint
  /** Decimals of the currency: 18 for ETH, 9 for SOL. */
  decimals: number
  /** Shown after the number: "ETH", "SOL". */
  symbol: string
  /** Digits after the decimal point; default 4. */
  fractionDigits?: number
  /** A BCP 47 locale; the reader's by default. */
  locale?: string | undefined
}

export type FormatBalanceReturnType = string

export const BALANCE_FRACTION_DIGITS = 4

/**
 * `formatBalance({ value: 1234567800000000000000n, decimals: 18, symbol: 'ETH' })` → "1,234.5678 ETH"
 * (in English; "1.234,5678 ETH" in German).
 *
 * Rounds toward zero, so a balance never reads as more than the account holds
 * (0.99999 ETH is "0.9999 ETH", not "1.0000 ETH"); a positive balance too small for
 * the digits shown reads "< 0.0001 ETH" rather than a misleading zero.
 */
export function formatBalance({
  value,
  decimals,
  symbol,
  fractionDigits = BALANCE_FRACTION_DIGITS,
  locale,
}: FormatBalanceParameters): FormatBalanceReturnType {
  if (value < 0n) throw new RangeError('A balance cannot be negative')
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`decimals must be a non-negative integer (got ${decimals})`)
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0)
    throw new RangeError(`fractionDigits must be a non-negative integer (got ${fractionDigits})`)
  const shown = Math.min(fractionDigits, decimals)
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    roundingMode: 'trunc',
  })
  // Base units per last shown digit, e.g. 10^14 wei per 0.0001 ETH; the division truncates.
  const scaled = value / 10n ** BigInt(decimals - shown)
  if (scaled === 0n && value !== 0n) {
    return `< ${number.format(10 ** -fractionDigits)} ${symbol}`
  }
  const unit = 10n ** BigInt(shown)
  // Exact decimal text: the format pads it to `fractionDigits` and cuts nothing (it has no more digits).
  const fraction = shown === 0 ? '' : `.${(scaled % unit).toString().padStart(shown, '0')}`
  return `${number.format(`${(scaled / unit).toString()}${fraction}` as Intl.StringNumericLiteral)} ${symbol}`
}
