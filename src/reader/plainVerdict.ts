/**
 * /verify/ for a plain signed message (any text an address signed, not a Sign-In message):
 * reads such input from the page's fields, checks it, and paints its card, as plain DOM like
 * `verdictView.ts`. Fetched only when the input or link needs it, so a Sign-In reader never
 * loads it. The card says what the signature proves and no more ("0x… signed this text"), shows
 * the text exactly, and says plainly that it names no site and no time.
 */
import { encodeProofLink } from 'sigil-verify/encodeProofLink'
import type { PlainMessageProof } from 'sigil-verify/plainMessage'
import { readPlainMessageInput } from 'sigil-verify/readPlainMessageInput'
import {
  verifyPlainMessage,
  type SignedContent,
  type VerifyPlainMessageReturnType,
} from 'sigil-verify/verifyPlainMessage'
import { element } from '../util/element'
import { nextTask } from '../util/nextTask'
import { sitePath } from '../util/sitePath'
import { needsNetwork, WITHOUT_NETWORK } from './offlineVerdict'
import { NAMED_NOT_PROVEN, shownText } from './reasonWords'
import { checkedByText, distrustHeadline, shortAddress, verdictCard } from './verdictView'
import { visibleText } from './visibleText'
import { verificationParameters } from './verificationParameters'

export { readPlainMessageInput }

/** Checks a plain message. */
export function checkPlainMessage(proof: PlainMessageProof): Promise<VerifyPlainMessageReturnType> {
  const { getPublicClient } = verificationParameters()
  return verifyPlainMessage(proof, { getPublicClient })
}

function what(signed: SignedContent): string {
  return signed.kind === 'bytes' ? 'these bytes' : 'this text'
}

/** Who the result names, as the page shows it: the signer it checked, else the address it was given. */
function signer(result: VerifyPlainMessageReturnType): string {
  const named = result.address ?? result.evidence?.address
  return named === undefined ? 'The address' : shownText(named)
}

function summary(result: VerifyPlainMessageReturnType, offline: boolean): string {
  const who = signer(result)
  if (result.verdict === 'valid') return `${who} signed ${what(result.signed)}.`
  if (result.reasons.some((reason) => reason.check === 'message' && !reason.ok))
    return result.signed.kind === 'bytes'
      ? 'These bytes are a Sign-In message, so they are not checked as a plain message.'
      : 'This text is a Sign-In message, so it is not checked as a plain one.'
  if (result.verdict === 'invalid') return `This signature does not show that ${who} signed this text.`
  return `Whether ${who} signed this text cannot be checked ${offline ? WITHOUT_NETWORK : 'right now'}.`
}

/** The signed content, exactly: the text with hidden characters marked, or the bytes as hex (and their text). */
function signedContent(signed: SignedContent): HTMLElement[] {
  const shown: HTMLElement[] = []
  if (signed.kind === 'bytes') {
    shown.push(
      element(
        'p',
        { class: 'small muted' },
        `${(signed.hex.length - 2) / 2} bytes, signed as bytes (the wallet was given 0x-hex):`,
      ),
      element('pre', { class: 'signed-text mono', 'data-testid': 'verify-signed-bytes' }, signed.hex),
    )
    if (signed.text === undefined) return shown
    shown.push(element('p', { class: 'small muted' }, 'The same bytes as text:'))
  }
  const text = signed.text ?? ''
  shown.push(
    text === ''
      ? element(
          'p',
          { class: 'signed-text signed-text--empty', 'data-testid': 'verify-signed-text' },
          'Nothing: the message is empty.',
        )
      : element(
          'pre',
          {
            class: 'signed-text mono',
            'data-testid': 'verify-signed-text',
            tabindex: '0',
            'aria-label': 'The signed text',
          },
          ...visibleText(text),
        ),
  )
  return shown
}

/** The headline: who signed what, when the signature checked; else why not to trust it. */
function headline(result: VerifyPlainMessageReturnType, offline: boolean): string {
  if (result.verdict === 'valid') return `${shortAddress(result.address)} signed ${what(result.signed)}`
  if (result.reasons.some((reason) => reason.check === 'message' && !reason.ok))
    return 'Don’t trust this as a plain message: it is a Sign-In message'
  if (result.verdict === 'invalid') return distrustHeadline('signature', result.reasons)
  return `This signature cannot be checked ${offline ? WITHOUT_NETWORK : 'right now'}`
}

/** The card for a plain message's verdict (the page's contract: `verify-result`, `data-verdict`). */
export function renderPlainVerdict(result: VerifyPlainMessageReturnType): HTMLElement {
  const offline = needsNetwork(result.verdict, result.reasons)
  const section = verdictCard({ verdict: result.verdict }, headline(result, offline), result.reasons, {
    'data-plain': '',
  })
  section.append(
    element('p', { class: 'verdict__summary break', 'data-testid': 'verify-plain-summary' }, summary(result, offline)),
  )
  // "Signed by" only for a signature that checked: otherwise the address is the one the proof names, nothing more.
  const facts = element(
    'dl',
    { class: 'facts' },
    element('dt', {}, result.verdict === 'valid' ? 'Signed by' : NAMED_NOT_PROVEN),
    element('dd', { class: 'mono break', 'data-testid': 'verify-address' }, signer(result)),
  )
  const checkedBy = result.proven.at(0)?.checkedBy
  // An account's own key needs no words beyond its check; a contract wallet's answer names who gave it. Only a
  // contract's yes says there is a contract wallet at the address: an unanswered or refused question says nothing
  // of what is there, so no card names a contract wallet the chain did not vouch for.
  if (checkedBy?.method === 'contract')
    facts.append(
      element('dt', {}, 'Answered by'),
      element('dd', { 'data-testid': 'verify-checked-by' }, checkedByText(checkedBy)),
    )
  section.append(
    facts,
    element(
      'div',
      { class: 'plain-warning', 'data-testid': 'verify-plain-warning' },
      element('p', { class: 'plain-warning__title' }, 'A plain message names no site and no time'),
      element(
        'p',
        {},
        // Said of this signature only when it checked: a card that is not valid proves nothing of the address.
        `${result.verdict === 'valid' ? 'It proves only that this address signed' : 'Even a signature that checks proves only that its address signed'} this text, at some time. Anyone could have asked for the signature, for any reason, and it can be shown again anywhere (replayed). To prove who you are to someone, a Sign-In proof is stronger: it names the site and when it was signed.`,
      ),
    ),
    element('h3', { class: 'signed-text__title' }, `What was signed`),
    ...signedContent(result.signed),
  )
  // Encoding a long text's link again takes a good part of a frame: the line follows the card.
  const evidence = result.verdict === 'valid' ? result.evidence : undefined
  if (evidence) void nextTask().then(() => section.append(shareLine(evidence)))
  return section
}

/** A link to this check: the message travels in the fragment, like every proof link. */
function shareLine(proof: PlainMessageProof): HTMLElement {
  const root = new URL(sitePath(''), location.origin).href
  return element(
    'p',
    { class: 'small' },
    element('a', { href: encodeProofLink(proof, root), 'data-testid': 'verify-plain-link' }, 'Link to this check'),
    ' (the message is in the link; share it to let others check it too)',
  )
}
