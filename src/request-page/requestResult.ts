/**
 * The link a request was made with, where the eyes are: its card replaces the result region, is
 * scrolled to, and its heading takes focus (so a screen reader says it once; the region is not
 * live), with the link, copy and share buttons and, once drawn, its QR code.
 */
import { isRollCall } from 'sigil-verify/requestLink'
import { describeWanted } from 'sigil-verify/requestText'
import type { StoredRequest } from '../stores/requests'
import { evmNetworkNames } from '../config/networks'
import { element } from '../util/element'
import { qrCodeOf } from '../util/qrCode'
import { timeElement } from '../util/timeElement'
import { copyButton } from './copyButton'
import { shareButton } from './shareButton'

export const REQUEST_SHARE_TITLE = 'A proof request'

/** The result's card for `stored`, its QR code's place left empty. */
export function requestResultCard(stored: StoredRequest): {
  section: HTMLElement
  title: HTMLElement
  qr: HTMLElement
} {
  const link = element('input', {
    class: 'mono',
    readonly: '',
    value: stored.link,
    'data-testid': 'request-link',
    id: 'request-link',
  })
  link.addEventListener('focus', () => link.select())
  const qr = element('div', { 'data-request-qr': '' })
  const sendTo = isRollCall(stored.request)
    ? {
        who: 'everyone who',
        then: '. When their proofs come back, paste them all under Answers in your requests below, or open each in this browser.',
      }
    : {
        who: 'the person who',
        then: '. When they send their proof back, open it in this browser: it tells you whether it answers this request.',
      }
  const title = element('h2', { id: 'request-result-title', tabindex: '-1' }, 'Your request link')
  const section = element(
    'section',
    { class: 'card proof-result', 'data-testid': 'request-result', 'aria-labelledby': 'request-result-title' },
    title,
    element(
      'p',
      { class: 'muted break' },
      `Send this link to ${sendTo.who} should prove ${describeWanted(stored.request, evmNetworkNames(' or '))}. It is open until `,
      timeElement(stored.request.expires),
      sendTo.then,
    ),
    element('label', { class: 'field', for: 'request-link' }, element('span', {}, 'Link'), link),
    element('div', { class: 'row' }, copyButton(stored.link), shareButton(stored.link, REQUEST_SHARE_TITLE)),
    qr,
  )
  return { section, title, qr }
}

export function showRequestResult(region: HTMLElement, stored: StoredRequest): void {
  const { section, title, qr } = requestResultCard(stored)
  region.replaceChildren(section)
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' })
  title.focus({ preventScroll: true })
  void qrCodeOf(stored.link)
    .then((image) => {
      qr.replaceChildren(
        image
          ? element('img', {
              class: 'qr',
              src: image.src,
              alt: 'QR code of the request link',
              width: String(image.width),
              height: String(image.width),
              'data-testid': 'request-qr',
            })
          : element('p', { class: 'muted small' }, 'Too long for a QR code: share the link.'),
      )
    })
    .catch(() => undefined) // the link and its copy button stand on their own
}
