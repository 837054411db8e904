import { expect, it } from 'vitest'
import { CHECKOUT_WINDOW_MS, CHECKOUTS_PER_WINDOW, STARTS_PER_WINDOW } from './checkout-limits'
import { admitCheckout, admitUnits, checkoutWindow, tooManyCheckoutsMessage } from './checkout-window'

const start = new Date(1000 * CHECKOUT_WINDOW_MS)

it('places a time in its window: one id per key and window, ending when the next begins', () => {
  expect(checkoutWindow('k', new Date(start.getTime() + 5))).toEqual({ id: 'k-1000', endsAt: new Date(start.getTime() + CHECKOUT_WINDOW_MS) })
  expect(checkoutWindow('k', new Date(start.getTime() + CHECKOUT_WINDOW_MS)).id).toBe('k-1001')
})

it('admits new attempts up to the limit, the same attempt again at any time, and refuses the next with the seconds to wait', () => {
  const window = checkoutWindow('k', start)
  const full = Array.from({ length: CHECKOUTS_PER_WINDOW }, (_, index) => `a${index}`)
  expect(admitCheckout(full.slice(1), 'new', window, start)).toEqual({ ok: true, attempts: [...full.slice(1), 'new'] })
  expect(admitCheckout(full, 'a0', window, start)).toEqual({ ok: true, attempts: full })
  expect(admitCheckout(full, 'new', window, new Date(start.getTime() + CHECKOUT_WINDOW_MS - 1500))).toEqual({ ok: false, retryAfterSeconds: 2 })
})

it('counts only the checkouts still open against the limit, and every one started against the ceiling of starts', () => {
  const window = checkoutWindow('k', start)
  const full = Array.from({ length: CHECKOUTS_PER_WINDOW }, (_, index) => `a${index}`)
  // One of the five ended (the shopper changed their mind): one more may open.
  expect(admitCheckout(full, 'new', window, start, { ended: ['a2'] })).toEqual({ ok: true, attempts: [...full, 'new'] })
  const started = Array.from({ length: STARTS_PER_WINDOW }, (_, index) => `s${index}`)
  expect(admitCheckout(started.slice(1), 'new', window, start, { ended: started })).toMatchObject({ ok: true })
  expect(admitCheckout(started, 'new', window, start, { ended: started })).toMatchObject({ ok: false })
})

it('counts the units of the checkouts still open against an address, not those of ended ones', () => {
  const window = checkoutWindow('k', start)
  expect(admitUnits({ a: 60, b: 30 }, 'new', 20, window, start, 100)).toMatchObject({ ok: false })
  expect(admitUnits({ a: 60, b: 30 }, 'new', 20, window, start, 100, ['a'])).toEqual({ ok: true, held: { a: 60, b: 30, new: 20 } })
})

it('tells a refused shopper when to try again, in minutes', () => {
  expect(tooManyCheckoutsMessage(30)).toBe('Too many checkouts were started from your connection. Please try again in a minute, or finish one already open.')
  expect(tooManyCheckoutsMessage(61)).toMatch(/try again in 2 minutes,/)
  expect(tooManyCheckoutsMessage(61, 'account')).toMatch(/^Too many checkouts were started from your account\./)
})
