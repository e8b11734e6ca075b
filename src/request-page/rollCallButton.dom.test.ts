import { beforeEach, expect, test, vi } from 'vitest'
import type { StoredRequest } from '../stores/requests'
import type { RollCallPanel } from './rollCallPanel'

/** The panel's code, held until the test lets it arrive. */
let arrive: (panel: RollCallPanel) => void = () => undefined
const made = vi.fn()
vi.mock('./rollCallPanel', () => ({
  rollCallPanel: () => {
    made()
    return new Promise<RollCallPanel>((resolve) => {
      arrive = resolve
    })
  },
}))

const { rollCallButton, panels } = await import('./rollCallButton')

const stored = { request: { nonce: 'n1' } } as unknown as StoredRequest

/** The list's item as requestPage draws it: a button and the slot its panel goes in. */
function draw(): { button: HTMLButtonElement; slot: HTMLElement } {
  const slot = document.createElement('div')
  const button = rollCallButton(stored, slot, () => undefined)
  document.body.replaceChildren(button, slot)
  return { button, slot }
}

function panel(): RollCallPanel {
  const element = document.createElement('section')
  element.append(document.createElement('textarea'))
  return { element, showList: () => undefined }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  panels.clear()
  made.mockClear()
})

test('the list drawn again while the panel is on its way: the panel opens in the list on the page', async () => {
  const first = draw()
  first.button.click()
  await settle()
  const second = draw()
  expect(second.button.getAttribute('aria-busy')).toBe('true')
  const shown = panel()
  arrive(shown)
  await settle()
  expect(second.slot.contains(shown.element)).toBe(true)
  expect(shown.element.isConnected).toBe(true)
  expect(second.button.getAttribute('aria-expanded')).toBe('true')
  expect(second.button.hasAttribute('aria-busy')).toBe(false)
  expect(document.activeElement).toBe(shown.element.querySelector('textarea'))
})

test('a second press while the panel is on its way opens one panel', async () => {
  const { button, slot } = draw()
  button.click()
  button.click()
  await settle()
  arrive(panel())
  await settle()
  expect(made).toHaveBeenCalledTimes(1)
  expect(slot.childElementCount).toBe(1)
  button.click()
  expect(slot.childElementCount).toBe(0)
  expect(button.getAttribute('aria-expanded')).toBe('false')
})
