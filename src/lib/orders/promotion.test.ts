import { describe, expect, it } from 'vitest'
import { pendingOrder } from '../../../tests/support/order-fixture'
import { testPromotion } from '../../../tests/support/promotion-fixture'
import { allocateDiscount, discountFor, paidForUnits, promotionProblem, promotionState, withPromotion, type Promotion } from './promotion'

const NOW = new Date('2026-11-28T12:00:00.000Z')

const promotion = testPromotion

describe('the discount', () => {
  it('is a percent rounded to the cent, or the fixed amount, and never takes the goods below the smallest charge', () => {
    expect(discountFor({ kind: 'percent', percentOff: 10 }, 7497)).toBe(750)
    expect(discountFor({ kind: 'percent', percentOff: 10 }, 7494)).toBe(749)
    expect(discountFor({ kind: 'percent', percentOff: 15 }, 2499)).toBe(375)
    expect(discountFor({ kind: 'fixed', amountOffCents: 500 }, 2499)).toBe(500)
    expect(discountFor({ kind: 'fixed', amountOffCents: 5000 }, 2499)).toBe(2449)
    expect(discountFor({ kind: 'percent', percentOff: 100 }, 2499)).toBe(2449)
    expect(discountFor({ kind: 'fixed', amountOffCents: 500 }, 40)).toBe(0)
  })
})

describe('sharing a discount across lines (largest remainder)', () => {
  it.each([
    [[4998, 2499], 750, [500, 250]],
    [[100, 100, 100], 100, [34, 33, 33]],
    [[1, 1, 1], 2, [1, 1, 0]],
    [[2499, 28900, 1299], 1000, [76, 884, 40]],
    [[5000], 1234, [1234]],
    [[0, 300], 30, [0, 30]],
    [[100, 200], 0, [0, 0]],
  ])('%j less %i: %j, adding up exactly', (amounts, discount, shares) => {
    const allocated = allocateDiscount(amounts, discount)
    expect(allocated).toEqual(shares)
    expect(allocated.reduce((sum, share) => sum + share, 0)).toBe(discount)
    allocated.forEach((share, index) => expect(share).toBeLessThanOrEqual(amounts[index]!))
  })

  it('adds up for any cart, each line within a cent of its exact share', () => {
    for (let seed = 1; seed < 200; seed++) {
      const amounts = Array.from({ length: (seed % 7) + 1 }, (_, index) => ((seed * 7919 + index * 104_729) % 30_000) + 50)
      const total = amounts.reduce((sum, amount) => sum + amount, 0)
      const discount = (seed * 37) % total
      const shares = allocateDiscount(amounts, discount)
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount)
      shares.forEach((share, index) => expect(Math.abs(share - (amounts[index]! * discount) / total)).toBeLessThan(1))
    }
  })
})

describe('what units of a discounted line were paid', () => {
  it('spreads the line’s discount over its units, so that its refunds add up to the line as paid', () => {
    const line = { unitCents: 2499, quantity: 3, discountCents: 750 }
    const each = [1, 2, 3].map((units) => paidForUnits(line, units) - paidForUnits(line, units - 1))
    expect(each).toEqual([2249, 2249, 2249])
    expect(paidForUnits({ unitCents: 1000, quantity: 3, discountCents: 100 }, 3)).toBe(2900)
    expect([1, 2, 3].map((units) => paidForUnits({ unitCents: 1000, quantity: 3, discountCents: 100 }, units))).toEqual([967, 1934, 2900])
    expect(paidForUnits({ unitCents: 2499, quantity: 2 }, 1)).toBe(2499)
  })
})

describe('why a code does not apply', () => {
  const ask = (code: Promotion | null, subtotalCents = 10_000, used = false, now = NOW) => promotionProblem(code, { subtotalCents, used, now })?.message ?? null

  it('says it in a sentence the shopper can act on', () => {
    expect(ask(promotion())).toBeNull()
    expect(ask(null)).toBe('This code is not known.')
    expect(ask(promotion({ endsAt: '2026-11-28T12:00:00.000Z' }))).toBe('This code has ended.')
    expect(ask(promotion({ endedAt: '2026-11-27T00:00:00.000Z' }))).toBe('This code has ended.')
    expect(ask(promotion({ paused: true }))).toBe('This code is paused at the moment.')
    expect(ask(promotion({ startsAt: '2026-11-29T00:00:00.000Z' }))).toBe('This code has not started yet.')
    expect(ask(promotion({ minSubtotalCents: 5000 }), 4999)).toBe('Spend $50 or more to use this code.')
    expect(ask(promotion({ minSubtotalCents: 5000 }), 5000)).toBeNull()
    expect(ask(promotion(), 10_000, true)).toBe('You have already used this code.')
    expect(ask(promotion({ maxRedemptions: 3, redemptions: 2, held: 1 }))).toBe('This code has been used up.')
    expect(ask(promotion({ maxRedemptions: 3, redemptions: 2 }))).toBeNull()
  })

  it('names its state for the back office', () => {
    expect(promotionState(promotion(), NOW)).toBe('active')
    expect(promotionState(promotion({ paused: true }), NOW)).toBe('paused')
    expect(promotionState(promotion({ startsAt: '2026-11-29T00:00:00.000Z' }), NOW)).toBe('scheduled')
    expect(promotionState(promotion({ paused: true, endedAt: '2026-11-28T00:00:00.000Z' }), NOW)).toBe('ended')
  })
})

describe('an order with a code', () => {
  it('keeps the discount on the order and each line, adding up, and off its total', () => {
    const order = pendingOrder()
    const discounted = withPromotion(order, promotion(), ['WELCOME10_abc'])
    expect(discounted).toMatchObject({
      discountCents: 500,
      totalCents: 4498,
      promotion: { code: 'WELCOME10', kind: 'percent', percentOff: 10, useIds: ['WELCOME10_abc'] },
    })
    expect(discounted.lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0)).toBe(500)
  })
})
