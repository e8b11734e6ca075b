/**
 * What the site notice says when this copy of Sigil runs on Reown's demo project ID away from
 * localhost: a setup its owner must fix, and only ever seen there, so fetched only then (./SiteNotice.tsx).
 */
export default function DemoProjectNotice() {
  return (
    <>
      <strong>Mobile wallets and &ldquo;All wallets&rdquo; may not work on this address.</strong> Wallets in this
      browser connect as usual. This copy of Sigil uses Reown&rsquo;s demo project ID, which only works on localhost.
      For the site owner: set <code>PUBLIC_REOWN_PROJECT_ID</code> and rebuild.
    </>
  )
}
