import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { focusSuccessor } from './focusSuccessor'
import { afterRelease } from './afterRelease'

/**
 * An island that renders its server placeholder (its `children`) until it is mounted in the
 * browser, then itself. The server and the first browser render are the same placeholder, so
 * React hydrates it without a mismatch, and what the first-paint script wrote into it stays.
 * The component itself reads browser state (storage, the URL) and never runs on the server.
 *
 * A keyboard user who tabbed into the placeholder (which is what woke the island) keeps
 * their place: focus moves to the same control in the real UI. A press on the placeholder
 * is let finish first, so that it still makes its click.
 */
export function afterHydration<P extends object>(Component: ComponentType<P>) {
  function Island(props: P & { children?: ReactNode }) {
    const [mounted, setMounted] = useState(false)
    const focused = useRef<{ element: Element | null; island: Element | null }>({ element: null, island: null })

    // A layout effect: the real UI replaces the placeholder before the browser paints again,
    // not a frame later (a returning visitor's `connected` and a woken click's list wait on it).
    useLayoutEffect(
      () =>
        afterRelease(() => {
          const element = document.activeElement
          focused.current = { element, island: element?.closest('astro-island') ?? null }
          setMounted(true)
        }),
      [],
    )

    useLayoutEffect(() => {
      if (mounted) focusSuccessor(focused.current.element, focused.current.island)
    }, [mounted])

    if (!mounted) return <>{props.children}</>
    const { children: _placeholder, ...own } = props
    return <Component {...(own as P)} />
  }
  Island.displayName = `afterHydration(${Component.displayName ?? Component.name})`
  return Island
}
