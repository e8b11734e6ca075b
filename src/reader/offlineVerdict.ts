/**
 * A verdict that cannot be checked because the browser is offline, in words for a person. Only a
 * contract wallet's signature needs the network (its chain is asked), and the checker's parts this
 * page has not fetched yet; every other check runs in the browser. So a verdict left `unverifiable`
 * by a signature or by the checker failing, read while the browser says it is offline, is put as what
 * it is: the network is missing, not the proof's fault nor the RPC host's.
 * The verdict itself is the verifier's and stays as it is.
 */
import type { Verdict } from 'sigil-verify/verifyProof'
import { browserOffline } from '../util/online'
import type { ShownReason } from './reasonWords'

/** The headline's and the card summaries' words for "without a network". */
export const WITHOUT_NETWORK = 'without a network'

/** The words for a contract wallet's signature that could not be asked about offline. */
export const OFFLINE_SIGNATURE_WORDS =
  'Checking a contract wallet’s signature needs a network: connect, then check the proof again.'

/** The words for a checker that failed offline: a part of its code this page had not fetched yet. */
export const OFFLINE_CHECKER_WORDS =
  'Part of the checker could not load without a network: connect, then reload the page.'

/** What a reason that waits on the network says offline, if it is one: a signature only its chain could vouch for, or the checker's code. */
function offlineWords(reason: ShownReason): string | undefined {
  if (reason.ok) return undefined
  if (reason.check === 'signature') return OFFLINE_SIGNATURE_WORDS
  if (reason.check === 'internal') return OFFLINE_CHECKER_WORDS
  return undefined
}

function waitsOnNetwork(reason: ShownReason): boolean {
  return offlineWords(reason) !== undefined
}

/** Whether this verdict cannot be checked for want of a network: the browser is offline and a signature waits on its chain. */
export function needsNetwork(
  verdict: Verdict,
  reasons: readonly ShownReason[],
  offline: boolean = browserOffline(),
): boolean {
  return offline && verdict === 'unverifiable' && reasons.some(waitsOnNetwork)
}

/**
 * The reasons as shown: when the verdict needs a network, each signature that waits on its chain
 * says so in the words above (a linked proof's part keeping its "Part n (…):" lead).
 */
export function withOfflineWords(
  reasons: readonly ShownReason[],
  verdict: Verdict,
  offline: boolean = browserOffline(),
): readonly ShownReason[] {
  if (!needsNetwork(verdict, reasons, offline)) return reasons
  return reasons.map((reason) => {
    const words = offlineWords(reason)
    if (words === undefined) return reason
    const [lead = ''] = /^Part \d+ \([^)]*\): /.exec(reason.message) ?? []
    return { ...reason, message: lead + words }
  })
}
