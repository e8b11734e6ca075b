const hour = 60 * 60 * 1000
const day = 24 * hour

/** How long a proof stays valid after signing; the prove page offers these choices. */
export const VALIDITY_WINDOWS = [
  { id: '1h', label: '1 hour', milliseconds: hour },
  { id: '1d', label: '1 day', milliseconds: day },
  { id: '7d', label: '7 days', milliseconds: 7 * day },
  { id: '30d', label: '30 days', milliseconds: 30 * day },
] as const

export type ValidityWindow = (typeof VALIDITY_WINDOWS)[number]
export type ValidityWindowId = ValidityWindow['id']

/** The expiration time for a proof issued at `issuedAt` with the given window. */
export function expirationFor(issuedAt: Date, windowId: ValidityWindowId): Date {
  const window = VALIDITY_WINDOWS.find((w) => w.id === windowId) ?? VALIDITY_WINDOWS[0]
  return new Date(issuedAt.getTime() + window.milliseconds)
}
