import { parseProofMessage } from './parseProofMessage.js'
import type { AnyProofInput } from './verifyAnyProof.js'

/**
 * Which of the verifier's domains a Sign-In (or linked proof) is judged against: the one its
 * (first) message names, in any letter case, else the first given, so that a sign-in for another
 * site is reported against a site that was asked for. Undefined for a plain message, which names
 * no site, and when no domain is given.
 */
export function expectedDomainFor(input: AnyProofInput, domains: readonly string[]): string | undefined {
  if ('v' in input && input.v === 3) return undefined
  const message = 'parts' in input ? input.parts[0]?.message : input.message
  const parsed = typeof message === 'string' ? parseProofMessage(message) : undefined
  const named = parsed?.ok ? parsed.fields.domain.toLowerCase() : undefined
  return domains.find((domain) => domain.toLowerCase() === named) ?? domains[0]
}
