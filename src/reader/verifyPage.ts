/**
 * /verify/: reads a proof from the link or from pasted text, checks it in the browser and
 * paints the verdict into the server-rendered page. Plain DOM, no React: a proof link's
 * reader needs the proof code only, and the form is already real markup.
 * A linked proof (several addresses, `v: 2`) is checked and painted by `linkedVerdict.ts` (with
 * `verifyLinkedProof`), fetched only for such a link; a plain signed message (any text an address
 * signed, pasted or linked) by `plainVerdict.ts`, fetched only when the input is not a Sign-In message.
 */
import { decodeProofFragment } from 'sigil-verify/decodeProofFragment'
import { PLAIN_MESSAGE_VERSION, type PlainMessageProof } from 'sigil-verify/plainMessage'
import type { LinkedProof, Proof } from 'sigil-verify/types'
import type { VerifiedResult } from 'sigil-verify/verifiedResult'
import { verifyProof, type VerifyProofInput } from 'sigil-verify/verifyProof'
import { loadOnce } from '../util/loadOnce'
import { nextTask } from '../util/nextTask'
import { verificationParameters } from './verificationParameters'
import { mayCarryProof } from './proofFragment'
import { renderLinkError, renderVerdict } from './verdictView'
import { pagePart } from '../util/pagePart'
import { revealResult } from '../util/revealResult'
import type { VerifyForm } from './verifyForm'

/** How long a proof link's check may take before the fields show its text while the check goes on. */
const TEXT_WITH_VERDICT_WITHIN_MS = 1_000

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Runs `task` after the next frame is painted. */
function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0))
}

/** A verdict card, and the verified result it shows (none when the checker could not run). */
type Painted = { verdict: HTMLElement; result?: VerifiedResult }

type PlainVerdictModule = typeof import('./plainVerdict')
let plainModule: PlainVerdictModule | undefined
/** The plain-message reader and card, once; a failed load is tried again on the next call. */
const loadPlain = loadOnce(() => import('./plainVerdict').then((loaded) => (plainModule = loaded)))

async function paintCheck(subject: VerifyProofInput | LinkedProof | PlainMessageProof): Promise<Painted> {
  // Checking a long text and building its card each take a good part of a frame: one task each.
  try {
    if ('v' in subject && subject.v === PLAIN_MESSAGE_VERSION) {
      const { checkPlainMessage, renderPlainVerdict } = await loadPlain()
      const result = await checkPlainMessage(subject)
      await nextTask()
      return { verdict: renderPlainVerdict(result), result }
    }
    if ('parts' in subject) {
      const { checkLinkedProof, renderLinkedVerdict } = await import('./linkedVerdict')
      const result = await checkLinkedProof(subject)
      await nextTask()
      return { verdict: renderLinkedVerdict(result, location.host), result }
    }
    const result = await verifyProof(subject, verificationParameters())
    await nextTask()
    return { verdict: renderVerdict(result, location.host), result }
  } catch {
    // What went wrong is the code's, not the reader's: the card says what they can do.
    const reason = {
      check: 'internal',
      ok: false,
      message: 'The checker could not run: reload the page to try again.',
    } as const
    return {
      verdict: renderVerdict(
        { kind: 'sign-in', verdict: 'unverifiable', reasons: [reason], proven: [] },
        location.host,
      ),
    }
  }
}

/** A proof link's fragment, read, and for a readable proof its check under way. */
type LinkCheck = { hash: string; decoded: ReturnType<typeof decodeProofFragment>; painted?: Promise<Painted> }

function startLinkCheck(hash: string): LinkCheck {
  const decoded = decodeProofFragment(hash)
  return { hash, decoded, painted: decoded.ok ? paintCheck(decoded.proof) : undefined }
}

/** A check begun before the page mounted, until the page takes it. */
let early: LinkCheck | undefined

/**
 * Starts checking the proof in `hash` without the page: a proof link's first script loads this
 * module from the head, so the check runs while the rest of the page is still arriving, and the
 * page paints its verdict when it mounts.
 */
export function checkProofLink(hash: string): void {
  if (early?.hash !== hash) early = startLinkCheck(hash)
}

/** The check for `hash`: the one begun early if it is for this fragment (taken once), else a new one. */
function linkCheckFor(hash: string): LinkCheck {
  const check = early?.hash === hash ? early : startLinkCheck(hash)
  early = undefined
  return check
}

/**
 * Takes over the page's server-rendered result region and link-error slot, and its form: the form's
 * code (`verifyForm.ts`) arrives after a link's verdict is painted, or at once without a link.
 */
export function mountVerifyPage(root: HTMLElement): void {
  const form = pagePart(root, 'form[data-verify-form]', HTMLFormElement)
  const linkErrorSlot = pagePart(root, '[data-verify-link-error]', HTMLElement)
  const resultRegion = pagePart(root, '[data-verify-result]', HTMLElement)

  let fromLink: Proof | PlainMessageProof | undefined
  let checking = false
  /** Only the newest check paints: a slow one must not overwrite a later answer. */
  let latest = 0
  // Counts finished checks, so automation (and the hardening suite) can tell when a link was handled.
  let settled = 0
  const settle = () => root.setAttribute('data-settled', String(++settled))

  /** The form, once its code is here. */
  let fields: VerifyForm | undefined
  const loadForm = loadOnce(() =>
    import('./verifyForm').then(({ mountVerifyForm }) => {
      fields = mountVerifyForm(form, {
        plainReader: { loaded: () => plainModule, load: loadPlain },
        checking: () => checking,
        fromLink: () => fromLink,
        checkAsked: (subject) => void check(subject, undefined, true),
        openProofLink,
      })
      return fields
    }),
  )
  /**
   * Gives the form `task` once its code is here. A form that cannot load is the layout's notice (as a
   * page that cannot wake), and is tried again when the reader reaches for it.
   */
  function withForm(task: (form: VerifyForm) => void = () => undefined): void {
    loadForm().then(task, () => document.documentElement.setAttribute('data-wake-failed', ''))
  }

  /**
   * Checks `subject`, or paints the check `started` for it (a proof link's, begun before the page).
   * `reveal`: the check answers the reader's own action (Verify, a pasted link), so its verdict is
   * brought into view and focused; a link opened cold shows its verdict where the page starts.
   */
  async function check(
    subject: VerifyProofInput | LinkedProof | PlainMessageProof,
    started?: Promise<Painted>,
    reveal = false,
  ): Promise<void> {
    const ticket = ++latest
    checking = true
    resultRegion.replaceChildren()
    fields?.refresh()
    const { verdict, result } = await (started ?? paintCheck(subject))
    if (ticket !== latest) return
    checking = false
    resultRegion.replaceChildren(verdict)
    fields?.refresh()
    if (reveal) revealResult(verdict, verdict.querySelector('h2') ?? verdict)
    settle()
    // Once the verdict is on screen, what never delays it (afterVerdict.ts): the checks' exact words,
    // whether the proof answers a request made here, and the address's name.
    if (result)
      afterPaint(() => {
        import('./afterVerdict').then(
          ({ showBesideVerdict }) => ticket === latest && showBesideVerdict(verdict, result, () => ticket === latest),
          () => undefined, // the verdict stands without them
        )
      })
  }

  /** Counts the link's reads: a newer one supersedes one still waiting for its check. */
  let linkReads = 0
  /** Whether the next read of the link is one the reader opened from a field, to be brought into view. */
  let revealNextLink = false
  function readLink(): void {
    const reveal = revealNextLink
    revealNextLink = false
    if (!mayCarryProof(location.hash)) return
    fields?.withdrawOffer()
    const read = ++linkReads
    const { decoded, painted } = linkCheckFor(location.hash)
    // A linked proof is checked from its link alone: its note (linkedVerdict.ts) stands in for the fields.
    form.toggleAttribute('data-linked', decoded.ok && decoded.proof.v === 2)
    if (!decoded.ok) {
      latest += 1 // a check still running for an earlier link must not paint over this
      checking = false
      fromLink = undefined
      linkErrorSlot.replaceChildren(renderLinkError(decoded.error.message))
      resultRegion.replaceChildren()
      fields?.refresh()
      // Its slot is a live region, which says it: in view, but not focused as well.
      if (reveal) linkErrorSlot.scrollIntoView({ block: 'start' })
      settle()
      afterPaint(() => withForm())
      return
    }
    const proof = decoded.proof
    const show = (checked: boolean) => {
      if (read !== linkReads) return
      linkErrorSlot.replaceChildren()
      fromLink = proof.v === 2 ? undefined : proof
      const shown = fromLink
      // A check that waits on the chain (a contract wallet) shows the text meanwhile.
      if (!checked) withForm((fields) => read === linkReads && fields.fill(shown))
      if (proof.v === 2)
        void import('./linkedVerdict')
          .then(({ showLinkedFormNote }) => showLinkedFormNote(form, proof.parts.length))
          .catch(() => undefined) // the check below explains a checker that cannot load
      void check(proof, painted, reveal).then(() => {
        if (checked) afterPaint(() => withForm((fields) => fields.fillWhenSeen(shown, () => read === linkReads)))
      })
    }
    // The check (begun before the page mounted, for a link opened cold) is usually done within a frame or two:
    // the verdict then paints in one layout, instead of once for a placeholder and again for the verdict.
    const checked = painted?.then(() => true) ?? Promise.resolve(false)
    void Promise.race([checked, delay(TEXT_WITH_VERDICT_WITHIN_MS).then(() => false)]).then(show)
  }

  /** Opens a pasted proof link as if it had been followed: the address bar then holds it, to share. */
  function openProofLink(fragment: string): void {
    revealNextLink = true
    if (location.hash === fragment) readLink()
    else location.hash = fragment
  }

  addEventListener('hashchange', readLink)
  for (const type of ['focusin', 'pointerdown'] as const) form.addEventListener(type, () => withForm())
  readLink()
  if (!mayCarryProof(location.hash)) withForm()
}
