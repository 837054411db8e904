import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, parseStoredCart, stringifyCart } from '../features/cart/cart-storage'
import { CART_COUNT_ATTRIBUTE, cartLabel } from '../features/cart/components/cart-icon'
import { SAVED_USER_PREFIX } from '../lib/firebase/settings'
import { takeEarlyTaps } from './early-taps'
import { EARLY_TAP_ATTRIBUTE } from './live'
import { inlineScript, keepPrerenderedPage } from './page-scripts'
import { STORED_CART } from './page'
import { STORED_CART_CASES } from '../../tests/support/stored-cart-cases'

const ANY_QUERY = 'data-any-query'
const SHELL = 'data-shell'

/** A page prerendered for `route`, opened at `path`, its inline script run as the page would run it. */
function openPage(route: string, path: string, { anyQuery = false, withMain = true } = {}) {
  history.replaceState(null, '', path)
  const root = document.createElement('div')
  root.id = 'root'
  root.setAttribute('data-route', route)
  if (anyQuery) root.setAttribute(ANY_QUERY, '')
  const button = (text: string, key?: string) => {
    const element = Object.assign(document.createElement('button'), { textContent: text })
    if (key) element.setAttribute(EARLY_TAP_ATTRIBUTE, key)
    return element
  }
  const cartButton = button('', 'cart')
  cartButton.setAttribute('aria-label', 'Cart')
  const count = document.createElement('span')
  count.setAttribute(CART_COUNT_ATTRIBUTE, '')
  cartButton.append(count)
  const main = document.createElement('main')
  main.append(button('Add A', 'add:1'), button('Add B', 'add:2'))
  root.append(cartButton, button('SIGN OUT'))
  if (withMain) root.append(main)
  document.body.append(root)
  const cart = STORED_CART
  new Function(
    inlineScript(keepPrerenderedPage, {
      savedUserPrefix: SAVED_USER_PREFIX,
      earlyTapAttribute: EARLY_TAP_ATTRIBUTE,
      anyQueryAttribute: ANY_QUERY,
      shellAttribute: SHELL,
      cart,
    }),
  )()
  const click = (text: string) => [...root.querySelectorAll('button')].find((element) => element.textContent === text)?.click()
  return { root, main, click, cartButton, count }
}

/** Stores a cart as the app stores what it read of `text`: its lines and their count. */
const storeAsTheApp = (text: string) => localStorage.setItem(CART_STORAGE_KEY, stringifyCart(parseStoredCart(text)))

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  takeEarlyTaps()
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
    // Every tap counts, the repeated one too. Taken once, just before hydration; from then on nothing is recorded.
    expect(takeEarlyTaps()).toEqual(['add:1', 'add:1', 'add:2'])
    click('Add A')
    expect(takeEarlyTaps()).toEqual([])
  })

  it('compares paths decoded', () => {
    const { root } = openPage('/shop/caf%C3%A9', '/shop/café')
    expect(root.childElementCount).toBe(3)
  })

  it('clears the page when it is a fallback for another path', () => {
    const { root, click } = openPage('/', '/shop/hats')
    expect(root.childElementCount).toBe(0)
    click('Add A')
    expect(takeEarlyTaps()).toEqual([])
  })

  it('keeps only the frame when its address has a query the list does not apply, with the count, recording nothing', () => {
    storeAsTheApp(JSON.stringify({ cartItems: [{ id: 1, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 2 }] }))
    const { root, main, cartButton, count } = openPage('/shop/bags', '/shop/bags?color=black')
    // The header stays; the main region is emptied for the app to render the filtered list into.
    expect(root.hasAttribute(SHELL)).toBe(true)
    expect(root.childElementCount).toBe(3)
    expect(main.childElementCount).toBe(0)
    expect(count.textContent).toBe('2')
    // Nothing of the frame is hydrated: nothing to replay.
    cartButton.click()
    expect(takeEarlyTaps()).toEqual([])
  })

  it('clears a page with a query when it has no main region to empty', () => {
    const { root } = openPage('/shop/bags', '/shop/bags?color=black', { withMain: false })
    expect(root.childElementCount).toBe(0)
    expect(root.hasAttribute(SHELL)).toBe(false)
  })

  it('keeps a page that holds for any query (a product page, whose choice applies once the app runs)', () => {
    const { root } = openPage('/shop/apparel/tee', '/shop/apparel/tee?size=M&color=navy', { anyQuery: true })
    expect(root.childElementCount).toBe(3)
  })

  it('clears the page when Firebase Auth has a saved user', () => {
    localStorage.setItem(`${SAVED_USER_PREFIX}some-key:[DEFAULT]`, '{}')
    const { root } = openPage('/shop/bags', '/shop/bags')
    expect(root.childElementCount).toBe(0)
  })

  it('shows the stored cart count on the cart button before the app runs, for hydration to keep', () => {
    const line = { id: 1, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 2 }
    storeAsTheApp(JSON.stringify({ cartItems: [line, { ...line, id: 2, quantity: 1 }] }))
    const { cartButton, count } = openPage('/shop/bags', '/shop/bags')
    expect(count.textContent).toBe('3')
    expect(cartButton.getAttribute('aria-label')).toBe(cartLabel(3))
  })

  it.each(STORED_CART_CASES)('counts the items of %s as the app does, once the app has stored it', (_name, stored, expected) => {
    if (stored !== null) storeAsTheApp(stored)
    const { cartButton, count } = openPage('/', '/')
    expect(count.textContent).toBe(String(expected))
    expect(cartButton.getAttribute('aria-label')).toBe(cartLabel(expected))
  })

  it('writes the same label as the app for one item and for several', () => {
    storeAsTheApp(JSON.stringify([{ id: 1, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 1 }]))
    expect(openPage('/', '/').cartButton.getAttribute('aria-label')).toBe('Cart, 1 item')
  })

  it('shows the count the app stored without reading the lines, whatever options a line has', () => {
    // A line of an option this script has never heard of (a fit) counts as the app counted it.
    const line = { id: 9, name: 'Chino', imageUrl: '/c.webp', price: 40, quantity: 2, variant: { size: 'M', fit: 'slim' } }
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cartItems: [line, { ...line, variant: { fit: 'regular' }, quantity: 1 }], count: 3 }))
    const { cartButton, count } = openPage('/', '/')
    expect(count.textContent).toBe('3')
    expect(cartButton.getAttribute('aria-label')).toBe(cartLabel(3))
  })

  it.each([
    ['stored without one (by an older version)', JSON.stringify({ cartItems: [{ id: 1, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 2 }] })],
    ['a fraction', JSON.stringify({ cartItems: [], count: 1.5 })],
    ['negative', JSON.stringify({ cartItems: [], count: -1 })],
    ['more than a cart holds', JSON.stringify({ cartItems: [], count: 101 })],
    ['text', JSON.stringify({ cartItems: [], count: '3' })],
    ['in a bare list', JSON.stringify([{ count: 3 }])],
  ])('shows no items when the stored count is %s', (_name, stored) => {
    localStorage.setItem(CART_STORAGE_KEY, stored)
    expect(openPage('/', '/').count.textContent).toBe('0')
  })
})
