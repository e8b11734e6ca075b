import { beforeEach, describe, expect, test } from 'vitest'
import { redrawKeepingFocus } from './redrawKeepingFocus'

/** One request's item: its Answers button, its Remove button (named by its label), and `extra` inside. */
function item(nonce: string, extra?: HTMLElement): HTMLLIElement {
  const li = document.createElement('li')
  li.dataset.nonce = nonce
  const answers = document.createElement('button')
  answers.textContent = 'Answers'
  const remove = document.createElement('button')
  remove.textContent = 'Remove'
  remove.setAttribute('aria-label', `Remove the request ${nonce}`)
  li.append(answers, remove)
  if (extra) li.append(extra)
  return li
}

let list: HTMLUListElement
beforeEach(() => {
  document.body.replaceChildren()
  list = document.createElement('ul')
  document.body.append(list)
})

const buttonOf = (nonce: string, name: string) =>
  [...list.querySelectorAll<HTMLElement>(`[data-nonce="${nonce}"] button`)].find((b) => b.textContent === name)

describe('redrawKeepingFocus', () => {
  test('a control drawn anew: the same control of the same request has the focus', () => {
    list.replaceChildren(item('a'), item('b'))
    buttonOf('b', 'Answers')?.focus()
    redrawKeepingFocus(list, () => list.replaceChildren(item('new'), item('a'), item('b')))
    expect(document.activeElement).toBe(buttonOf('b', 'Answers'))
  })

  test('controls told apart by their label', () => {
    list.replaceChildren(item('a'))
    buttonOf('a', 'Remove')?.focus()
    redrawKeepingFocus(list, () => list.replaceChildren(item('a')))
    expect(document.activeElement).toBe(buttonOf('a', 'Remove'))
  })

  test('an element kept across the drawing (an open panel, moved) gets the focus back', () => {
    const panel = document.createElement('textarea')
    list.replaceChildren(item('a', panel))
    panel.focus()
    // As the page does: the panel is moved into the new item before the item is in the page.
    redrawKeepingFocus(list, () => list.replaceChildren(item('a', panel)))
    expect(document.activeElement).toBe(panel)
  })

  test('a control whose request is gone: nothing in the list takes the focus', () => {
    list.replaceChildren(item('a'), item('b'))
    buttonOf('a', 'Answers')?.focus()
    redrawKeepingFocus(list, () => list.replaceChildren(item('b')))
    expect(list.contains(document.activeElement)).toBe(false)
  })

  test('focus outside the list is left where it is', () => {
    const outside = document.createElement('input')
    document.body.append(outside)
    list.replaceChildren(item('a'))
    outside.focus()
    redrawKeepingFocus(list, () => list.replaceChildren(item('a')))
    expect(document.activeElement).toBe(outside)
  })
})
