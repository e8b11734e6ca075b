/**
 * /verify/: reads a proof from the link or from pasted text, checks it in the browser and
 * paints the verdict into the server-rendered page. Plain DOM, no React: a proof link's
 * reader needs the proof code only (issue 14), and the form is already real markup.
 */
import { lazyEvmPublicClient } from '../chains/lazyEvmClient'
import { decodeProofFragment } from '../proof/decodeProofFragment'
import { parseProofMessage } from '../proof/parseProofMessage'
import type { Proof } from '../proof/types'
import { verifyProof, type VerifyProofInput, type VerifyProofReturnType } from '../proof/verifyProof'
import { mayCarryProof } from './proofFragment'
import { renderLinkError, renderVerdict } from './verdictView'

/** Runs `task` after the next frame is painted. */
function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0))
}

function part<T extends Element>(root: Element, selector: string, type: { new (): T }): T {
  const found = root.querySelector(selector)
  if (!(found instanceof type)) throw new Error(`verify page: ${selector} is missing`)
  return found
}

async function runVerification(subject: VerifyProofInput): Promise<VerifyProofReturnType> {
  try {
    return await verifyProof(subject, {
      now: new Date(),
      expectedDomain: location.host,
      getPublicClient: lazyEvmPublicClient,
    })
  } catch (error) {
    return {
      verdict: 'unverifiable',
      reasons: [{ check: 'internal', ok: false, message: `The checker could not run: ${String(error)}` }],
    }
  }
}

/** Takes over the page's server-rendered form, result region and link-error slot. */
export function mountVerifyPage(root: HTMLElement): void {
  const form = part(root, 'form[data-verify-form]', HTMLFormElement)
  const message = part(form, 'textarea[name="message"]', HTMLTextAreaElement)
  const signature = part(form, 'input[name="signature"]', HTMLInputElement)
  const address = part(form, 'input[name="address"]', HTMLInputElement)
  const addressField = part(form, '[data-verify-address]', HTMLElement)
  const messageError = part(form, '[data-verify-message-error]', HTMLElement)
  const submit = part(form, 'button[type="submit"]', HTMLButtonElement)
  const linkErrorSlot = part(root, '[data-verify-link-error]', HTMLElement)
  const resultRegion = part(root, '[data-verify-result]', HTMLElement)

  let fromLink: Proof | undefined
  let checking = false
  /** Only the newest check paints: a slow one must not overwrite a later answer. */
  let latest = 0
  // Counts finished checks, so automation (and the hardening suite) can tell when a link was handled.
  let settled = 0
  const settle = () => root.setAttribute('data-settled', String(++settled))

  let needsAddress = false
  function refresh(): void {
    const parsed = message.value.trim() ? parseProofMessage(message.value) : undefined
    needsAddress = parsed !== undefined && !parsed.ok && parsed.error.field === 'address'
    addressField.hidden = !needsAddress
    const problem = parsed !== undefined && !parsed.ok && !needsAddress ? parsed.error.message : ''
    messageError.textContent = problem
    messageError.hidden = problem === ''
    submit.disabled = !message.value.trim() || !signature.value.trim() || checking
    submit.textContent = checking ? 'Checking…' : 'Verify'
  }

  /** The link's proof while its text is untouched; once edited, what the fields say. */
  function subjectFromFields(): VerifyProofInput {
    if (fromLink && fromLink.message === message.value && fromLink.signature === signature.value) return fromLink
    const typed = address.value.trim()
    return needsAddress && typed
      ? { message: message.value, signature: signature.value.trim(), address: typed }
      : { message: message.value, signature: signature.value.trim() }
  }

  async function check(subject: VerifyProofInput): Promise<void> {
    const ticket = ++latest
    checking = true
    resultRegion.replaceChildren()
    refresh()
    const result = await runVerification(subject)
    if (ticket !== latest) return
    checking = false
    const verdict = renderVerdict(result, location.host)
    resultRegion.replaceChildren(verdict)
    refresh()
    settle()
    const evmAddress = result.fields?.address
    if (result.verdict === 'valid' && evmAddress?.startsWith('0x'))
      afterPaint(() => nameBeside(ticket, verdict, evmAddress))
  }

  let stopName: (() => void) | undefined
  /** The address's name, once the verdict is on screen: its code and look-up never delay the verdict. */
  function nameBeside(ticket: number, verdict: HTMLElement, evmAddress: string): void {
    import('./verifyName')
      .then(({ showVerifiedName }) => {
        if (ticket !== latest) return
        stopName?.()
        stopName = showVerifiedName(verdict, evmAddress)
      })
      .catch(() => undefined) // the address stays; a name is a nicety
  }

  function readLink(): void {
    if (!mayCarryProof(location.hash)) return
    const decoded = decodeProofFragment(location.hash)
    if (!decoded.ok) {
      latest += 1 // a check still running for an earlier link must not paint over this
      checking = false
      fromLink = undefined
      linkErrorSlot.replaceChildren(renderLinkError(decoded.error.message))
      resultRegion.replaceChildren()
      refresh()
      settle()
      return
    }
    linkErrorSlot.replaceChildren()
    fromLink = decoded.proof
    message.value = decoded.proof.message
    signature.value = decoded.proof.signature
    address.value = ''
    void check(decoded.proof)
  }

  form.addEventListener('input', refresh)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!submit.disabled) void check(subjectFromFields())
  })
  addEventListener('hashchange', readLink)
  refresh()
  readLink()
}
