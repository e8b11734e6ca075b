import { afterEach, expect, test, vi } from 'vitest'
import { copyButton } from './copyButton'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test('copyButton: copies the value and says so, then says Copy link again', async () => {
  vi.useFakeTimers()
  const writeText = vi.fn(() => Promise.resolve())
  vi.stubGlobal('navigator', { clipboard: { writeText } })
  const button = copyButton('https://sigil.example/prove/#request=abc')
  expect(button.textContent).toBe('Copy link')
  button.click()
  await vi.waitFor(() => expect(button.textContent).toBe('Copied'))
  expect(writeText).toHaveBeenCalledWith('https://sigil.example/prove/#request=abc')
  vi.advanceTimersByTime(2000)
  expect(button.textContent).toBe('Copy link')
})

test('copyButton: without a clipboard (an insecure page) or when refused, it says the copy failed', async () => {
  vi.stubGlobal('navigator', {})
  const button = copyButton('x')
  button.click()
  expect(button.textContent).toBe('Copy failed')
  vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } })
  const refused = copyButton('x')
  refused.click()
  await vi.waitFor(() => expect(refused.textContent).toBe('Copy failed'))
})
