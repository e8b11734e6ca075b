import type { ProofRequest } from '../requestLink.js'
import { parseRfc3339 } from '../rfc3339.js'

/**
 * The time an imported answer is judged at: when the file says it was checked, but never before
 * the request was made, after it closed, or after now.
 */
export function judgedAt(checkedAt: string, request: ProofRequest, made: string, now: Date): Date {
  const at = parseRfc3339(checkedAt) ?? now.getTime()
  const earliest = parseRfc3339(made) ?? now.getTime()
  const latest = Math.min(parseRfc3339(request.expires) ?? now.getTime(), now.getTime())
  return new Date(Math.max(earliest, Math.min(at, latest)))
}
