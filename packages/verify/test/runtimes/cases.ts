/**
 * The proof links every runtime checks, made without Sigil's code (test/proof/linksByOthers.ts), and
 * the verdict each must get: the same everywhere, to the letter.
 */
import { DURING, linksByOthers } from '../../../../test/proof/linksByOthers.ts'

/** What a back end passes beside the site and the time: only JSON, so a Worker can be sent it too. */
export type CaseOptions = { contractWallets?: boolean; nonce?: string }

export type Case = {
  name: string
  link: string
  options: CaseOptions
  /** The same options as `sigil-verify` flags. */
  flags: string[]
  expected: { kind: 'sign-in' | 'linked' | 'plain'; verdict: 'valid' | 'invalid' | 'unverifiable' }
  /** The command's documented exit code for this verdict. */
  exitCode: number
}

export type Verdict = { name: string; kind: string; verdict: string }

/** The site every Sign-In here is made for, and the moment every link is valid at. */
export const DOMAIN = 'sigil.example'
export const NOW = DURING

/** The nonce linksByOthers' Sign-In with Ethereum carries. */
const EVM_NONCE = 'n0nceEvm0001'

const EXIT_CODES = { valid: 0, invalid: 1, unverifiable: 2 } as const

function makeCase(
  name: string,
  link: string,
  expected: Case['expected'],
  options: CaseOptions = {},
  flags: string[] = [],
): Case {
  return { name, link, options, flags, expected, exitCode: EXIT_CODES[expected.verdict] }
}

export async function makeCases(): Promise<Case[]> {
  const links = await linksByOthers()
  return [
    makeCase('a Sign-In with Ethereum', links.evm, { kind: 'sign-in', verdict: 'valid' }),
    // A changed signature recovers another key: without a way to ask the chain, the address might be
    // a contract wallet that accepts it…
    makeCase('a Sign-In with Ethereum, one signature digit changed', links.evmFlipped, {
      kind: 'sign-in',
      verdict: 'unverifiable',
    }),
    // …unless the back end says its users hold plain keys: then it is a forgery.
    makeCase(
      'the same with contractWallets: false',
      links.evmFlipped,
      { kind: 'sign-in', verdict: 'invalid' },
      { contractWallets: false },
      ['--no-contract-wallets'],
    ),
    // A login's loop: the nonce it issued, and another one.
    makeCase(
      'a Sign-In with Ethereum, with the nonce this login issued',
      links.evm,
      { kind: 'sign-in', verdict: 'valid' },
      { nonce: EVM_NONCE },
      ['--nonce', EVM_NONCE],
    ),
    makeCase(
      'a Sign-In with Ethereum, with another login’s nonce',
      links.evm,
      { kind: 'sign-in', verdict: 'invalid' },
      { nonce: 'n0nceOther01' },
      ['--nonce', 'n0nceOther01'],
    ),
    makeCase('a Sign-In with Solana', links.solana, { kind: 'sign-in', verdict: 'valid' }),
    makeCase('a Sign-In with Solana, one signature digit changed', links.solanaFlipped, {
      kind: 'sign-in',
      verdict: 'invalid',
    }),
    makeCase('another site’s Sign-In', links.otherSite, { kind: 'sign-in', verdict: 'invalid' }),
    makeCase('a linked proof (EVM and Solana)', links.linked, { kind: 'linked', verdict: 'valid' }),
    makeCase('a plain signed message', links.plain, { kind: 'plain', verdict: 'valid' }),
  ]
}

/** Each verdict that differs from its case's, in words; none when all agree. */
export function mismatches(cases: readonly Case[], verdicts: readonly Verdict[]): string[] {
  const problems = cases.flatMap((testCase, index) => {
    const got = verdicts[index]
    if (got?.name !== testCase.name) return [`${testCase.name}: no verdict`]
    const { kind, verdict } = testCase.expected
    return got.kind === kind && got.verdict === verdict
      ? []
      : [`${testCase.name}: ${got.kind} ${got.verdict}, expected ${kind} ${verdict}`]
  })
  if (verdicts.length > cases.length) problems.push(`${verdicts.length - cases.length} verdicts more than cases`)
  return problems
}
