import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EARLY_CLICK_ATTRIBUTE, earlyClick } from '../lib/early-clicks'
import { SAVED_USER_PREFIX } from '../lib/firebase/settings'
import { takeEarlyClicks } from './early-clicks'
import { inlineScript, keepPrerenderedPage } from './page-scripts'

/** A page prerendered for `route`, opened at `path`, its inline script run as the page would run it. */
function openPage(route: string, path: string) {
  history.replaceState(null, '', path)
  const root = document.createElement('div')
  root.id = 'root'
  root.setAttribute('data-route', route)
  const button = (text: string, key?: string) => {
    const element = Object.assign(document.createElement('button'), { textContent: text })
    if (key) for (const [name, value] of Object.entries(earlyClick(key))) element.setAttribute(name, value)
    return element
  }
  root.append(button('Add A', 'add:1'), button('Add B', 'add:2'), button('SIGN OUT'))
  document.body.append(root)
  new Function(inlineScript(keepPrerenderedPage, SAVED_USER_PREFIX, EARLY_CLICK_ATTRIBUTE))()
  const click = (text: string) => [...root.querySelectorAll('button')].find((element) => element.textContent === text)?.click()
  return { root, click }
}

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  takeEarlyClicks()
  document.body.replaceChildren()
  localStorage.clear()
  history.replaceState(null, '', '/')
})

describe('keepPrerenderedPage', () => {
  it('keeps the page at its own path, with or without a trailing slash, and records clicks on marked buttons', () => {
    const { root, click } = openPage('/shop/bags', '/shop/bags/')
    expect(root.childElementCount).toBe(3)
    click('Add A')
    click('Add A')
    click('SIGN OUT')
    click('Add B')
    // Taken once, just before hydration; from then on nothing is recorded.
    expect(takeEarlyClicks()).toEqual(['add:1', 'add:2'])
    click('Add A')
    expect(takeEarlyClicks()).toEqual([])
  })

  it('compares paths decoded', () => {
    const { root } = openPage('/shop/caf%C3%A9', '/shop/café')
    expect(root.childElementCount).toBe(3)
  })

  it('clears the page when it is a fallback for another path', () => {
    const { root, click } = openPage('/', '/shop/hats')
    expect(root.childElementCount).toBe(0)
    click('Add A')
    expect(takeEarlyClicks()).toEqual([])
  })

  it('clears the page when Firebase Auth has a saved user', () => {
    localStorage.setItem(`${SAVED_USER_PREFIX}some-key:[DEFAULT]`, '{}')
    const { root } = openPage('/shop/bags', '/shop/bags')
    expect(root.childElementCount).toBe(0)
  })
})
