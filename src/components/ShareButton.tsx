import { useState } from 'react'
import { canShareLinks, shareLink } from '../util/shareLink'

/** The browser's share sheet for a link, beside its copy button; nothing where the browser has none. */
export function ShareButton({ link, title }: { link: string; title: string }) {
  const [failed, setFailed] = useState(false)
  if (!canShareLinks()) return null
  return (
    <button
      type="button"
      className="btn btn--small"
      data-testid="share-link"
      onClick={() => {
        void shareLink({ title, url: link }).then((outcome) => setFailed(outcome === 'failed'))
      }}
    >
      <span aria-live="polite">{failed ? 'Could not share' : 'Share…'}</span>
    </button>
  )
}
