import { element } from '../util/element'
import { canShareLinks, shareLink } from '../util/shareLink'

/** The browser's share sheet for a link, as plain DOM; nothing where the browser has none. */
export function shareButton(link: string, title: string): HTMLButtonElement | '' {
  if (!canShareLinks()) return ''
  const label = element('span', { 'aria-live': 'polite' }, 'Share…')
  const button = element('button', { type: 'button', class: 'btn btn--small', 'data-testid': 'share-link' }, label)
  button.addEventListener('click', () => {
    void shareLink({ title, url: link }).then((outcome) => {
      label.textContent = outcome === 'failed' ? 'Could not share' : 'Share…'
    })
  })
  return button
}
