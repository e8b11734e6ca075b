import { useEffect, useState } from 'react'

/** Copies a value and says so; falls back to selecting nothing when the clipboard is blocked. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 2000)
    return () => clearTimeout(timer)
  }, [state])
  return (
    <button
      type="button"
      className="btn btn--small"
      onClick={() => {
        // `navigator.clipboard` is missing outside secure contexts, whatever the DOM types say.
        const clipboard = navigator.clipboard as Clipboard | undefined
        if (clipboard) {
          clipboard.writeText(value).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        } else {
          setState('failed')
        }
      }}
    >
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}</span>
    </button>
  )
}
