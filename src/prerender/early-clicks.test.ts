import { afterEach, describe, expect, it, vi } from 'vitest'
import { earlyClick } from '../lib/early-clicks'
import { replayEarlyClicks, takeEarlyClicks } from './early-clicks'

afterEach(() => {
  delete window.__takeEarlyClicks
  document.body.replaceChildren()
})

describe('takeEarlyClicks', () => {
  it('returns nothing on a page rendered by the client (no recorder)', () => {
    expect(takeEarlyClicks()).toEqual([])
  })

  it("takes the recorder's keys, dropping anything that is not one", () => {
    window.__takeEarlyClicks = vi.fn(() => ['add:1', 0, '', null, 'cart'])
    expect(takeEarlyClicks()).toEqual(['add:1', 'cart'])
    window.__takeEarlyClicks = () => 'not a list'
    expect(takeEarlyClicks()).toEqual([])
  })
})

describe('replayEarlyClicks', () => {
  function page() {
    const root = document.createElement('div')
    const button = (text: string, disabled = false) => Object.assign(document.createElement('button'), { textContent: text, disabled })
    const marked = (text: string, key: string, disabled = false) => {
      const element = button(text, disabled)
      for (const [name, value] of Object.entries(earlyClick(key))) element.setAttribute(name, value)
      return element
    }
    root.append(marked('Cart', 'cart'), marked('Add A', 'add:1'), marked('Add B', 'add:2', true), button('SIGN OUT'))
    document.body.append(root)
    const clicked: string[] = []
    root.addEventListener('click', (event) => {
      const target = event.target as HTMLButtonElement
      clicked.push(target.textContent!)
      // Opening the cart adds buttons before the others, as a dropdown does.
      if (target.textContent === 'Cart') root.prepend(button('GO TO CHECKOUT'))
    })
    return { root, clicked }
  }

  it('clicks the marked buttons again, in order, found by key whatever else the page gained', () => {
    const { root, clicked } = page()
    replayEarlyClicks(root, ['cart', 'add:1', 'add:1'])
    expect(clicked).toEqual(['Cart', 'Add A', 'Add A'])
  })

  it('skips disabled buttons and keys no longer on the page', () => {
    const { root, clicked } = page()
    replayEarlyClicks(root, ['add:2', 'add:99', 'add:1'])
    expect(clicked).toEqual(['Add A'])
  })
})
