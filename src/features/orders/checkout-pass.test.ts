import { afterEach, expect, it, vi } from 'vitest'
import { keepCheckoutPass, storedCheckoutPass } from './checkout-pass'

const PASS = 'A'.repeat(40) + '_-9'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

it('keeps the pass the shop gave, apart from the cart, and gives it back', () => {
  expect(storedCheckoutPass()).toBeNull()
  keepCheckoutPass(PASS)
  expect(localStorage.getItem('checkout-pass')).toBe(PASS)
  expect(localStorage.getItem('root')).toBeNull()
  expect(storedCheckoutPass()).toBe(PASS)
})

it('reads anything else stored there as no pass, and never stores what is not one', () => {
  localStorage.setItem('checkout-pass', '{"x":1}')
  expect(storedCheckoutPass()).toBeNull()
  keepCheckoutPass('<script>')
  expect(localStorage.getItem('checkout-pass')).toBe('{"x":1}')
})

it('blocked storage means no pass, never an error', () => {
  vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
    throw new Error('blocked')
  })
  vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
    throw new Error('blocked')
  })
  expect(() => keepCheckoutPass(PASS)).not.toThrow()
  expect(storedCheckoutPass()).toBeNull()
})
