import { afterEach, describe, expect, it, vi } from 'vitest'
import { replayEarlyClicks, takeEarlyClicks } from './early-clicks'

afterEach(() => {
  delete window.__takeEarlyClicks
  document.body.replaceChildren()
})

describe('takeEarlyClicks', () => {
  it('returns nothing on a page rendered by the client (no recorder)', () => {
    expect(takeEarlyClicks()).toEqual([])
  })

  it("takes the recorder's button positions, dropping anything that is not one", () => {
    window.__takeEarlyClicks = vi.fn(() => [2, 0, -1, 1.5, '3', null, 2])
    expect(takeEarlyClicks()).toEqual([2, 0, 2])
    window.__takeEarlyClicks = () => 'not a list'
    expect(takeEarlyClicks()).toEqual([])
  })
})

describe('replayEarlyClicks', () => {
  function page() {
    const root = document.createElement('div')
    root.innerHTML = '<button>Cart</button><button>Add A</button><button disabled>Sign In</button>'
    document.body.append(root)
    const clicked: string[] = []
    root.addEventListener('click', (event) => {
      const button = event.target as HTMLButtonElement
      clicked.push(button.textContent!)
      // Opening the cart adds buttons before the others, as a dropdown does.
      if (button.textContent === 'Cart') root.prepend(Object.assign(document.createElement('button'), { textContent: 'GO TO CHECKOUT' }))
    })
    return { root, clicked }
  }

  it('clicks the same buttons again, in order, found before any click changes the page', () => {
    const { root, clicked } = page()
    replayEarlyClicks(root, [1, 0, 1])
    expect(clicked).toEqual(['Add A', 'Cart', 'Add A'])
  })

  it('skips disabled buttons and positions that no longer exist', () => {
    const { root, clicked } = page()
    replayEarlyClicks(root, [2, 7, 1])
    expect(clicked).toEqual(['Add A'])
  })
})
