/**
 * /verify/'s form, once it is reached for or a verdict is painted: the fields (`verifyFields.ts`),
 * Verify, the link's text put back in the fields as they come into view, and a Sigil link found in a
 * field (`pastedLinkOffer.ts`). None of it paints a proof link's verdict, so the verify page
 * (`verifyPage.ts`) loads it after that paint, or at once when there is no link: its code is not in
 * the chunk a proof link waits for.
 */
import type { PlainMessageProof } from 'sigil-verify/plainMessage'
import type { Proof } from 'sigil-verify/types'
import type { VerifyProofInput } from 'sigil-verify/verifyProof'
import { verifyFields, type PlainReader } from './verifyFields'

/** How near the screen the form is when its fields take a link's text: a scroll away. */
const FORM_SEEN_MARGIN = '200px'

/** What the form asks of the page around it. */
type VerifyPage = {
  plainReader: PlainReader
  /** Whether a check is under way: Verify rests meanwhile. */
  checking: () => boolean
  /** The proof of the link the page was opened with, for Verify while its text is untouched. */
  fromLink: () => Proof | PlainMessageProof | undefined
  /** Checks what the fields say, as the reader asked: its verdict is brought into view and focused. */
  checkAsked: (subject: VerifyProofInput | PlainMessageProof) => void
  /** Opens a proof link pasted into a field as if it had been followed. */
  openProofLink: (fragment: string) => void
}

/** What the page tells the form. */
export type VerifyForm = {
  /** Reads the fields again (a check began or ended). */
  refresh(): void
  /** The fields as `proof` has them (empty for none): see `verifyFields.ts`. */
  fill(proof: Proof | PlainMessageProof | undefined): void
  /**
   * Empties the fields now and gives them `proof`'s text once the form nears the screen, if `current()`
   * still holds: a long text in the field is the most costly thing on the page to lay out and to read
   * again, and below a verdict the form need not pay for it until it is seen.
   */
  fillWhenSeen(proof: Proof | PlainMessageProof | undefined, current: () => boolean): void
  /** Takes away the offer of a link found in a field. */
  withdrawOffer(): void
}

export function mountVerifyForm(form: HTMLFormElement, page: VerifyPage): VerifyForm {
  const fields = verifyFields(form, page.plainReader, page.checking)

  /** Runs `task` once the form nears the screen or is reached for. */
  function whenFormSeen(task: () => void): void {
    const reached = ['focusin', 'pointerdown'] as const
    const run = () => {
      observer.disconnect()
      for (const type of reached) form.removeEventListener(type, run)
      task()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) run()
      },
      { rootMargin: FORM_SEEN_MARGIN },
    )
    observer.observe(form)
    for (const type of reached) form.addEventListener(type, run, { once: true })
  }

  /** What offers a link found in a field, once a field has held one. */
  let linkOffers: typeof import('./pastedLinkOffer') | undefined

  /** Reads a field for a whole Sigil link: its code is fetched only for a value that starts like one. */
  function lookForLink(field: HTMLInputElement | HTMLTextAreaElement, pasted: boolean): void {
    linkOffers?.withdrawOffer()
    if (/^\s*https?:/i.test(field.value))
      import('./pastedLinkOffer').then(
        (offers) => (linkOffers = offers).offerPastedLink(field, pasted, page.openProofLink),
        () => undefined, // without it, the fields read the link as text, as they did before
      )
  }

  form.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    const how = event instanceof InputEvent ? event.inputType : ''
    lookForLink(field, how === 'insertFromPaste' || how === 'insertFromDrop')
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!fields.submit.disabled) page.checkAsked(fields.subject(page.fromLink()))
  })
  fields.refresh()
  // A value the form woke to may be a link too: put there before this code arrived (a paste is what
  // wakes the page), not typed letter by letter so fast; it is opened as a paste would be.
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
    if (field.value) lookForLink(field, true)

  return {
    refresh: () => fields.refresh(),
    fill: (proof) => fields.fill(proof),
    fillWhenSeen(proof, current) {
      fields.fill(undefined)
      whenFormSeen(() => {
        if (current()) fields.fill(proof)
      })
    },
    withdrawOffer: () => linkOffers?.withdrawOffer(),
  }
}
