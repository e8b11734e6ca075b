import { describe, expect, test, vi } from 'vitest'
import type { StoredRequest } from '../stores/requests'
import { requestResultCard, showRequestResult } from './requestResult'

function stored(v: 1 | 2): StoredRequest {
  return {
    request: {
      v,
      want: 'solana',
      addresses: [],
      nonce: 'sigilAbCdEfGhIjKlMnOpQ',
      expires: '2026-11-28T12:00:00.000Z',
    },
    link: 'https://sigil.example/prove/#request=abc',
    made: '2026-11-27T12:00:00.000Z',
    state: 'open',
  }
}

describe('requestResultCard', () => {
  test('default: one answer, sent to one person, with the link to copy', () => {
    const { section, title } = requestResultCard(stored(1))
    expect(title.textContent).toBe('Your request link')
    expect(section.textContent).toContain('Send this link to the person who should prove any Solana address.')
    expect(section.querySelector<HTMLInputElement>('[data-testid="request-link"]')?.value).toBe(
      'https://sigil.example/prove/#request=abc',
    )
    // Not a live region (only the copy button's own word is): taking focus is how it is said.
    expect(section.getAttribute('aria-live')).toBeNull()
    expect(section.querySelectorAll('[aria-live]')).toHaveLength(1)
    expect(section.querySelector('[role="alert"], [role="status"]')).toBeNull()
  })

  test('behavior: a roll call is sent to everyone, and its answers come back under Answers', () => {
    const { section } = requestResultCard(stored(2))
    expect(section.textContent).toContain('Send this link to everyone who should prove')
    expect(section.textContent).toContain('paste them all under Answers')
  })
})

test('showRequestResult: the card replaces the region, is scrolled to, and its heading takes focus', () => {
  vi.stubGlobal('matchMedia', () => ({ matches: true }))
  const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined)
  const region = document.createElement('div')
  region.append(document.createElement('p'))
  document.body.replaceChildren(region)
  showRequestResult(region, stored(1))
  expect(region.children).toHaveLength(1)
  expect(region.firstElementChild?.getAttribute('data-testid')).toBe('request-result')
  expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' })
  expect(document.activeElement?.id).toBe('request-result-title')
  vi.unstubAllGlobals()
})
