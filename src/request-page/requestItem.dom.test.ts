import { describe, expect, test, vi } from 'vitest'
import type { StoredRequest } from '../stores/requests'
import { requestItem, requestState } from './requestItem'

const NOW = Date.parse('2026-11-27T12:00:00Z')
const HOUR = 3_600_000

function stored(overrides: Partial<StoredRequest> & { v?: 1 | 2; expiresIn?: number } = {}): StoredRequest {
  const { v = 1, expiresIn = HOUR, ...rest } = overrides
  return {
    request: {
      v,
      want: 'eip155',
      addresses: [],
      statement: 'I am on the allowlist',
      nonce: 'sigilAbCdEfGhIjKlMnOpQ',
      expires: new Date(NOW + expiresIn).toISOString(),
    },
    link: 'https://sigil.example/prove/#request=abc',
    made: new Date(NOW - HOUR).toISOString(),
    state: 'open',
    ...rest,
  }
}

function item(request: StoredRequest, answers?: [], onRemove = () => undefined): HTMLLIElement {
  return requestItem(request, {
    now: NOW,
    answers,
    answersButton: undefined,
    panelSlot: document.createElement('div'),
    onRemove,
  })
}

const stateLine = (li: HTMLElement) => li.querySelector('.request-item__state')?.textContent

describe('requestItem', () => {
  test('default: an open request says what it asks, until when, and offers its link', () => {
    const li = item(stored())
    expect(li.dataset['state']).toBe('open')
    expect(li.dataset['nonce']).toBe('sigilAbCdEfGhIjKlMnOpQ')
    expect(li.querySelector('strong')?.textContent).toBe('I am on the allowlist')
    expect(li.textContent).toContain('Asks for any Ethereum or Base address')
    expect(stateLine(li)).toMatch(/^Open until /)
    expect([...li.querySelectorAll('button')].map((b) => b.textContent)).toContain('Copy link')
  })

  test('behavior: closed, answered, and a roll call, each said in words', () => {
    expect(stateLine(item(stored({ expiresIn: -HOUR })))).toMatch(/^Closed .*, unanswered$/)
    const answered = item(
      stored({ state: 'answered', answered: new Date(NOW).toISOString(), answer: { by: ['0xf39F…2266'] } as never }),
    )
    expect(answered.dataset['state']).toBe('answered')
    expect(stateLine(answered)).toMatch(/^Answered .* by 0xf39F…2266$/)
    const rollCall = item(stored({ v: 2 }))
    expect(stateLine(rollCall)).toMatch(/^Roll call\. Open until /)
    expect(rollCall.querySelector('[data-testid="roll-call-summary"]')?.textContent).toBe(
      'Reading its list of answers…',
    )
  })

  test('behavior: Remove is named by when the request was made, and asks the page', () => {
    const onRemove = vi.fn()
    const li = item(stored(), undefined, onRemove)
    const remove = [...li.querySelectorAll('button')].find((b) => b.textContent === 'Remove')
    expect(remove?.getAttribute('aria-label')).toMatch(/^Remove the request of /)
    remove?.click()
    expect(onRemove).toHaveBeenCalledTimes(1)
  })

  test('requestState: answered wins over the clock; open until it expires', () => {
    expect(requestState(stored(), NOW)).toBe('open')
    expect(requestState(stored({ expiresIn: -1 }), NOW)).toBe('closed')
    expect(requestState(stored({ expiresIn: -1, state: 'answered' }), NOW)).toBe('answered')
  })
})
