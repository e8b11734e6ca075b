/**
 * The verifier's exact words for every check (EIP numbers, nonces, timestamps as signed), in a
 * closed disclosure at the end of the card: what a developer asks for, and no reader needs to see.
 * Added once the verdict is painted: its code is not on the verdict's path.
 */
import type { VerifiedResult } from 'sigil-verify/verifiedResult'
import { element } from '../util/element'
import type { ShownReason } from './reasonWords'

export function showExactChecks(card: HTMLElement, result: VerifiedResult): void {
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
            ` ${reason.ok ? 'passed' : 'failed'}: ${reason.message}`,
          ),
        ),
      ),
    ),
  )
}
