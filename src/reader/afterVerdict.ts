/**
 * What joins a verdict once it is painted, never holding it back: the verifier's exact words
 * (`verdictDetails.ts`), whether the proof answers a request made here (`requestAnswerView.ts`) and,
 * for a valid EVM Sign-In, the address's name (`verifyName.ts`, with its look-up). The verify page
 * loads this module after the paint, so none of it (nor the names of the files it loads) is in the
 * reader's chunk that a proof link waits for.
 */
import type { VerifiedResult } from 'sigil-verify/verifiedResult'
import { showRequestAnswer } from './requestAnswerView'
import { showExactChecks } from './verdictDetails'

/** The EVM address to look a name up for: a valid single Sign-In's, whose own signature checked. */
function nameableAddress(result: VerifiedResult): string | undefined {
  if (result.kind !== 'sign-in' || result.verdict !== 'valid') return undefined
  return result.proven.find((account) => account.namespace === 'eip155')?.address
}

/** Stops the name shown with the last verdict from following its look-ups. */
let stopName: (() => void) | undefined

/**
 * Adds to `card` what follows its verdict `result`. `current`: whether the card is still the page's
 * newest; a name that arrives after a newer check painted is not shown.
 */
export function showBesideVerdict(card: HTMLElement, result: VerifiedResult, current: () => boolean): void {
  showExactChecks(card, result)
  showRequestAnswer(card, result)
  const evmAddress = nameableAddress(result)
  if (evmAddress !== undefined)
    import('./verifyName').then(
      ({ showVerifiedName }) => {
        if (!current()) return
        stopName?.()
        stopName = showVerifiedName(card, evmAddress)
      },
      () => undefined, // the verdict stands without the name
    )
}
