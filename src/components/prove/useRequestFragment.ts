import { useEffect, useState } from 'react'

/** The page's `#request=…` fragment while it has one (followed across hash changes), else `undefined`. */
export function useRequestFragment(): string | undefined {
  // Not `isRequestFragment` from the request code: the prove page's own chunk must not carry it.
  const read = () => (location.hash.startsWith('#request=') ? location.hash : undefined)
  const [fragment, setFragment] = useState(read)
  useEffect(() => {
    const follow = () => setFragment(read())
    addEventListener('hashchange', follow)
    return () => removeEventListener('hashchange', follow)
  }, [])
  return fragment
}
