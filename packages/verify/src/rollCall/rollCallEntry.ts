/**
 * A roll call's list entry for a proof, from its verified result and the request's rules alone:
 * the accounts whose signatures checked, the Issued At as signed, and the first rule broken.
 */
import type { CheckRequestAnswerReturnType } from '../checkRequestAnswer.js'
import { signedMessages, type VerifiedResult } from '../verifiedResult.js'
import type { RollCallAnswer } from './types.js'

export function rollCallEntry(
  result: VerifiedResult,
  { answers, rules }: CheckRequestAnswerReturnType,
  now: Date,
  link: string,
): RollCallAnswer {
  const broken = rules.find((rule) => !rule.ok)
  return {
    link,
    checkedAt: now.toISOString(),
    addresses: result.proven.map((account) => account.address),
    signedAt: signedMessages(result)?.[0]?.issuedAt,
    kept: answers,
    broken: broken && { rule: broken.rule, message: broken.message },
  }
}
