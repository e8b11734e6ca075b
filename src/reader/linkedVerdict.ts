/**
 * /verify/ for a linked proof (several addresses proven together): checks it with
 * `verifyLinkedProof` and paints its card, as plain DOM like `verdictView.ts`. Fetched only when
 * a link holds a linked proof, so a single proof's reader never loads it. Keeps the page's
 * contract: `verify-result` with `data-verdict`, the headline, the domain line, then every part
 * (`verify-part`) and the reasons.
 */
import type { ProofMessageFields } from 'sigil-verify/messageFields'
import type { LinkedProof } from 'sigil-verify/types'
import { verifyLinkedProof, type VerifyLinkedProofReturnType } from 'sigil-verify/verifyLinkedProof'
import type { Verdict } from 'sigil-verify/verifyProof'
import { element } from '../util/element'
import { networkName } from '../config/networkLabels'
import { needsNetwork, WITHOUT_NETWORK } from './offlineVerdict'
import { NAMED_NOT_PROVEN, shownText } from './reasonWords'
import {
  checkedByFacts,
  distrustHeadline,
  domainLine,
  lookOf,
  shortAddress,
  signedFacts,
  UNCHECKED_HEADLINE,
  untilWords,
  verdictCard,
} from './verdictView'
// What the single-proof check uses too. (Importing the page's module also keeps the proof code it
// shares with this one in the page's chunk, instead of split into chunks every reader would fetch.)
import { verificationParameters } from './verificationParameters'

/** Checks a linked proof from a link. */
export function checkLinkedProof(proof: LinkedProof): Promise<VerifyLinkedProofReturnType> {
  return verifyLinkedProof(proof, verificationParameters())
}

/**
 * Puts the note in the verify form (marked `data-linked` by the page, which hides its fields) in
 * place of the message and signature fields, while a linked proof is shown.
 */
export function showLinkedFormNote(form: HTMLFormElement, count: number): void {
  form.querySelector('[data-linked-note]')?.remove()
  form.prepend(
    renderLinkedFormNote(count, () => {
      form.removeAttribute('data-linked')
      form.querySelector('textarea')?.focus()
    }),
  )
}

/** A part's mark and its words for a screen reader; `when`: why an unknown one cannot be checked. */
function partMark(verdict: Verdict, when: string): [string, string] {
  if (verdict === 'valid') return ['✓', 'signed']
  if (verdict === 'invalid') return ['✗', 'not valid']
  return ['?', `cannot be checked ${when}`]
}

function summary(verdict: Verdict, count: number, when: string): string {
  if (verdict === 'valid') return `These ${count} addresses were proven together: one person controls all of them.`
  if (verdict === 'invalid') return 'This link does not prove that these addresses are controlled by one person.'
  return `These ${count} addresses may have been proven together, but not every signature can be checked ${when}.`
}

/** `eip155:1:0xab…` as its chain and address. */
function splitAccount(account: string): { chainId: string; address: string } {
  const [namespace = '', reference = '', ...rest] = account.split(':')
  return { chainId: `${namespace}:${reference}`, address: rest.join(':') }
}

/** A linked proof's headline: whose addresses are proven together, for where and until when; else why not to trust it. */
function headline(
  result: VerifyLinkedProofReturnType,
  fields: ProofMessageFields | undefined,
  offline: boolean,
): string {
  const { verdict, domainMatches } = result
  if (offline) return `This proof cannot be checked ${WITHOUT_NETWORK}`
  if (lookOf({ verdict, domain: fields?.domain, domainMatches }) === 'other-site')
    return `Don’t trust this proof here: it was made for ${shownText(fields?.domain ?? '')}`
  if (verdict === 'unverifiable') return UNCHECKED_HEADLINE
  if (verdict === 'invalid') return distrustHeadline('proof', result.reasons)
  // A valid set proves every part's account: there is a first.
  const [first] = result.proven
  const others = result.proven.length - 1
  const together = others > 0 ? ` and ${others} other ${others === 1 ? 'address are' : 'addresses are'}` : ' is'
  return `${shortAddress(first.address)}${together} proven together${domainMatches ? ' for this site' : ''}${untilWords(fields?.expirationTime)}`
}

/** The verdict card for a linked proof, from its verified result; `host` is this site's, for the other-domain warning. */
export function renderLinkedVerdict(result: VerifyLinkedProofReturnType, host: string): HTMLElement {
  // The shared facts, from the first message that could be read (the rules say whether they agree).
  const fields = result.parts.find((part) => part.fields)?.fields
  const offline = needsNetwork(result.verdict, result.reasons)
  const when = offline ? WITHOUT_NETWORK : 'right now'
  const section = verdictCard(
    { verdict: result.verdict, domain: fields?.domain, domainMatches: result.domainMatches },
    headline(result, fields, offline),
    result.reasons,
    { 'data-linked': '' },
  )
  section.append(
    element(
      'p',
      { class: 'verdict__summary', 'data-testid': 'verify-linked-summary' },
      summary(result.verdict, result.accounts.length, when),
    ),
  )
  if (fields) section.append(domainLine(fields.domain, result.domainMatches, host))

  section.append(
    element(
      'ul',
      { class: 'verdict-parts', 'data-testid': 'verify-parts', 'aria-label': 'Addresses' },
      ...result.accounts.map((account, index) => {
        const checked = result.parts[index]
        const verdict = checked?.verdict ?? 'invalid'
        const [mark, words] = partMark(verdict, when)
        // What the signed message says (verification names the envelope's only when the message cannot be read).
        const part = splitAccount(account)
        const address = shownText(checked?.fields?.address ?? part.address)
        // A part that is not valid proves nothing of its address: the card says whose word it is.
        const unproven =
          verdict === 'valid'
            ? []
            : [element('span', { class: 'muted small', 'data-testid': 'verify-part-unproven' }, NAMED_NOT_PROVEN)]
        return element(
          'li',
          { 'data-testid': 'verify-part', 'data-part': String(index), 'data-verdict': verdict },
          element('span', { class: 'verdict-parts__mark', 'aria-hidden': 'true' }, mark),
          element(
            'span',
            { class: 'verdict-parts__account' },
            ...unproven,
            element('span', { class: 'mono break', 'data-testid': 'verify-part-address' }, address),
            element(
              'span',
              { class: 'muted small', 'data-testid': 'verify-part-network' },
              networkName(checked?.fields?.caip2 ?? part.chainId),
              element('span', { class: 'visually-hidden' }, `, ${words}`),
            ),
          ),
        )
      }),
    ),
  )

  const signed = fields ? signedFacts(fields) : []
  const checkedBy = result.verdict === 'valid' ? checkedByFacts(result.proven) : []
  if (signed.length + checkedBy.length > 0) section.append(element('dl', { class: 'facts' }, ...signed, ...checkedBy))
  return section
}

/**
 * Stands in the form for the message and signature fields while a linked proof is shown (the
 * stylesheet shows it only while the form is `data-linked`): it is checked from its link,
 * several messages at once. `onPaste` brings the fields back.
 */
export function renderLinkedFormNote(count: number, onPaste: () => void): HTMLElement {
  const button = element(
    'button',
    { type: 'button', class: 'btn btn--small btn--quiet' },
    'Paste a single proof instead',
  )
  button.addEventListener('click', onPaste)
  return element(
    'div',
    { class: 'linked-note', 'data-linked-note': '', 'data-testid': 'verify-linked-note' },
    element(
      'p',
      { class: 'muted' },
      `This link holds a linked proof: ${count} signed messages, checked together from the link. Pasting a message and signature checks a single proof.`,
    ),
    button,
  )
}
