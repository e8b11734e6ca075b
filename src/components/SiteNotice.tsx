import { lazy, Suspense } from 'react'
import { afterHydration } from '../islands/afterHydration'
import { useStore } from '@nanostores/react'
import { $siteNotice } from '../stores/siteNotice'
import { siteConfig } from '../config/builtSiteConfig'
import { isLocalOrigin } from '../config/siteConfig'

const DemoProjectNotice = lazy(() => import('./DemoProjectNotice'))

/** Problems with the site's own setup: told plainly, and never blamed on the visitor. */
function SiteNotice() {
  const notice = useStore($siteNotice)
  const demoElsewhere = siteConfig.usesDemoProjectId && !isLocalOrigin(window.location.hostname)
  if (!notice && !demoElsewhere) return null
  return (
    <div className="site-notice" role="status" data-testid="site-notice" data-kind={notice?.kind ?? 'demo-project-id'}>
      {notice ? (
        <>
          <strong>{notice.title}.</strong> {notice.message}
          <span className="muted small">
            {' '}
            For the site owner: check the Reown project ID and its allowed origins (domains).
          </span>
        </>
      ) : (
        <Suspense>
          <DemoProjectNotice />
        </Suspense>
      )}
    </div>
  )
}

export default afterHydration(SiteNotice)
