/** A value the code before it guarantees, narrowed; if it is missing after all, the bench stops saying what. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`bench: ${what} is missing`)
  return value
}
