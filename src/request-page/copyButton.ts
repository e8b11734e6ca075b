import { element } from '../util/element'

/** Copies `value`, and says so on the button for two seconds (politely, to a screen reader too). */
export function copyButton(value: string): HTMLButtonElement {
  const label = element('span', { 'aria-live': 'polite' }, 'Copy link')
  const button = element('button', { type: 'button', class: 'btn btn--small' }, label)
  let timer: ReturnType<typeof setTimeout> | undefined
  button.addEventListener('click', () => {
    const say = (text: string) => {
      label.textContent = text
      clearTimeout(timer)
      timer = setTimeout(() => (label.textContent = 'Copy link'), 2000)
    }
    // `navigator.clipboard` is missing outside secure contexts, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined
    if (!clipboard) {
      say('Copy failed')
      return
    }
    clipboard.writeText(value).then(
      () => say('Copied'),
      () => say('Copy failed'),
    )
  })
  return button
}
