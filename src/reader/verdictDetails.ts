/**
 * What follows the verdict's paint, its code off the verdict's path: the headline said once to
 * screen readers by the page's polite status line (the card itself is not a live region, so what
 * joins it later is not read out again), and the verifier's exact words for every check (EIP
 * numbers, nonces, timestamps as signed) in a closed disclosure at the card's end: what a developer
 * asks for, and no reader needs to see. Exact, but through the display step like every reason: a
 * message may quote the proof.
 */
import type { VerifiedResult } from 'sigil-verify/verifiedResult'
import { element } from '../util/element'
import { shownReason, type ShownReason, siteMessage } from './reasonWords'

export function showExactChecks(card: HTMLElement, result: VerifiedResult): void {
  const status = document.querySelector('[data-verify-status]')
  // A verdict the reader asked for has the focus, which says its headline: said here too, it would be twice.
  if (status && !card.contains(document.activeElement)) status.textContent = card.querySelector('h2')?.textContent ?? ''
  const reasons: readonly ShownReason[] = result.reasons
  card.append(
    element(
      'details',
      { class: 'small break', 'data-testid': 'verify-exact-checks' },
      element('summary', {}, 'Technical details'),
      element(
        'ul',
        {},
        ...reasons.map((reason) =>
          element(
            'li',
            {},
            element('code', {}, reason.rule ?? reason.check),
            ` ${reason.ok ? 'passed' : 'failed'}: ${shownReason(siteMessage(reason))}`,
          ),
        ),
      ),
    ),
  )
}
