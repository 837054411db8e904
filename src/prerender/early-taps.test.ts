import { afterEach, describe, expect, it, vi } from 'vitest'
import { takeEarlyTaps } from './early-taps'
import { replayEarlyTaps } from './replay-early-taps'
import { EARLY_TAP_ATTRIBUTE, TAP_LIVE_ATTRIBUTE, keepsEarlyTap } from './live'

afterEach(() => {
  delete window.__takeEarlyTaps
  document.body.replaceChildren()
})

describe('takeEarlyTaps', () => {
  it('returns nothing on a page rendered by the client (no recorder)', () => {
    expect(takeEarlyTaps()).toEqual([])
  })

  it("takes the recorder's keys, dropping anything that is not one", () => {
    window.__takeEarlyTaps = vi.fn(() => ['add:1', 0, '', null, 'cart'])
    expect(takeEarlyTaps()).toEqual(['add:1', 'cart'])
    window.__takeEarlyTaps = () => 'not a list'
    expect(takeEarlyTaps()).toEqual([])
  })
})

describe('replayEarlyTaps', () => {
  function page() {
    const root = document.createElement('div')
    const button = (text: string, disabled = false) => Object.assign(document.createElement('button'), { textContent: text, disabled })
    const marked = (text: string, key: string, disabled = false) => {
      const element = button(text, disabled)
      element.setAttribute(EARLY_TAP_ATTRIBUTE, key)
      element.setAttribute(TAP_LIVE_ATTRIBUTE, '')
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

  it('clicks the marked buttons again, in order, found by key whatever else the page gained', async () => {
    const { root, clicked } = page()
    await replayEarlyTaps(root, ['cart', 'add:1', 'add:1'])
    expect(clicked).toEqual(['Cart', 'Add A', 'Add A'])
  })

  it('skips disabled buttons and keys no longer on the page', async () => {
    const { root, clicked } = page()
    await replayEarlyTaps(root, ['add:2', 'add:99', 'add:1'])
    expect(clicked).toEqual(['Add A'])
  })

  it('waits until every button is live (hydrated), then replays them all in order', async () => {
    const { root, clicked } = page()
    const addA = root.querySelector<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}="add:1"]`)!
    addA.removeAttribute(TAP_LIVE_ATTRIBUTE)
    const replay = replayEarlyTaps(root, ['add:1', 'cart'])
    await new Promise((resolve) => setTimeout(resolve, 50))
    // A click on a part React has not hydrated yet would be lost: nothing is clicked before it is live.
    expect(clicked).toEqual([])
    // React hydrates its part of the page and calls the marker's ref.
    keepsEarlyTap('add:1').ref(addA)
    await replay
    expect(clicked).toEqual(['Add A', 'Cart'])
  })

  it('replays a tap on a radio the browser already checked as a change to it, which the app hears', async () => {
    const root = document.createElement('div')
    const radio = (value: string) => {
      const input = Object.assign(document.createElement('input'), { type: 'radio', name: 'size', value })
      input.setAttribute(EARLY_TAP_ATTRIBUTE, `size=${value}`)
      input.setAttribute(TAP_LIVE_ATTRIBUTE, '')
      return input
    }
    const [small, medium] = [radio('S'), radio('M')]
    root.append(small, medium)
    document.body.append(root)
    const changes: string[] = []
    root.addEventListener('change', (event) => changes.push((event.target as HTMLInputElement).value))
    // Tapped before the app ran: the browser checked it then, without the app.
    medium.checked = true
    await replayEarlyTaps(root, ['size=M'])
    expect(changes).toEqual(['M'])
    expect(medium.checked).toBe(true)
  })

  it('replays each tap once the page has taken in the one before', async () => {
    const { root, clicked } = page()
    const taken: (() => void)[] = []
    const replay = replayEarlyTaps(root, ['cart', 'add:1'], { settled: () => new Promise<void>((resolve) => taken.push(resolve)) })
    await vi.waitFor(() => expect(taken).toHaveLength(1))
    expect(clicked).toEqual(['Cart'])
    taken[0]!()
    await vi.waitFor(() => expect(taken).toHaveLength(2))
    expect(clicked).toEqual(['Cart', 'Add A'])
    taken[1]!()
    await replay
  })

  it('gives up on a button that never becomes live, and replays the others', async () => {
    const { root, clicked } = page()
    root.querySelector(`[${EARLY_TAP_ATTRIBUTE}="add:1"]`)!.removeAttribute(TAP_LIVE_ATTRIBUTE)
    await replayEarlyTaps(root, ['add:1', 'cart'], { timeoutMs: 50 })
    expect(clicked).toEqual(['Cart'])
  })
})
