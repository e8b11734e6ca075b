/**
 * What /verify/ does with a whole Sigil link found in one of its fields (./pastedLink.ts): a proof link
 * pasted or dropped is opened at once; one typed is offered with a button that opens it; a request
 * link is offered with the way to answer it, since leaving the page is the reader's own choice.
 * Fetched only for a field whose value starts like a web address: nothing of it is on a verdict's path.
 */
import { element } from '../util/element'
import { readPastedLink } from './pastedLink'

/** Takes away the offer: its field changed, or a link is being opened. */
export function withdrawOffer(): void {
  document.querySelector('[data-verify-pasted-link]')?.remove()
}

/** Reads `field` as it is now (a newer input may have come meanwhile), and offers or opens its link. */
export function offerPastedLink(
  field: HTMLInputElement | HTMLTextAreaElement,
  pasted: boolean,
  openProofLink: (fragment: string) => void,
): void {
  withdrawOffer()
  const link = readPastedLink(field.value)
  if (!link) return
  if (link.kind === 'proof' && pasted) {
    openProofLink(link.fragment)
    return
  }
  const action =
    link.kind === 'proof'
      ? element('button', { type: 'button', class: 'btn btn--small' }, 'This is a proof link: open it')
      : element('a', { href: link.href, class: 'btn btn--small' }, 'This is a request link: answer it')
  if (link.kind === 'proof') action.addEventListener('click', () => openProofLink(link.fragment))
  ;(field.closest('label') ?? field).after(
    element('div', { 'data-verify-pasted-link': '', 'data-testid': 'verify-pasted-link' }, action),
  )
  // The note that would read a link in Message as a plain message says what it is not (the fields show it
  // again on the next change).
  if (field.name === 'message') field.form?.querySelector('[data-verify-plain-note]')?.setAttribute('hidden', '')
}
