/**
 * A roll call's list, each answer marked when it repeats an earlier one: the same proof again, or
 * another kept proof by the same address (or the same linked set, in any order). Only the first
 * kept answer of each address or set counts.
 */
import type { ListedAnswer, RollCallAnswer } from './types.js'

export function markDuplicates(answers: readonly RollCallAnswer[]): ListedAnswer[] {
  const byProof = new Map<string, number>()
  const byAccounts = new Map<string, number>()
  return answers.map((answer, index) => {
    const proofKey = answer.link
    const accountsKey = accountsOf(answer)
    const duplicateOf = byProof.get(proofKey) ?? (answer.kept ? byAccounts.get(accountsKey) : undefined)
    if (!byProof.has(proofKey)) byProof.set(proofKey, index)
    if (answer.kept && !byAccounts.has(accountsKey)) byAccounts.set(accountsKey, index)
    return duplicateOf === undefined ? { ...answer } : { ...answer, duplicateOf }
  })
}

/** One spelling per account set: EVM addresses in any letter case are one account, order does not matter. */
export function accountsOf(answer: RollCallAnswer): string {
  return answer.addresses
    .map((address) => (address.startsWith('0x') ? address.toLowerCase() : address))
    .sort()
    .join(' ')
}

/** How many distinct addresses or sets the list counts: kept answers that repeat no earlier one. */
export function countedAnswers(listed: readonly ListedAnswer[]): number {
  return listed.filter((answer) => answer.kept && answer.duplicateOf === undefined).length
}
