import { describe, expect, it } from 'vitest'
import { promotionBody } from './promotion-values'

const values = { code: ' spring10 ', kind: 'percent' as const, value: '10', minimum: '', firstDay: '2026-12-01', lastDay: '2026-12-31', cap: '' }

describe('the new code’s body', () => {
  it('turns dollars into cents, the days into their whole span in the shop’s time (Berlin, CET), and an empty cap into none', () => {
    expect(promotionBody(values)).toEqual({
      code: 'spring10',
      kind: 'percent',
      percentOff: 10,
      minSubtotalCents: 0,
      startsAt: '2026-11-30T23:00:00.000Z',
      endsAt: '2026-12-31T22:59:59.999Z',
      maxRedemptions: null,
    })
    expect(promotionBody({ ...values, kind: 'fixed', value: '7.5', minimum: '50', cap: '100' })).toMatchObject({
      kind: 'fixed',
      amountOffCents: 750,
      minSubtotalCents: 5000,
      maxRedemptions: 100,
    })
  })

  it('leaves what is not a number for the server to refuse', () => {
    expect(promotionBody({ ...values, value: '' }).percentOff).toBeNaN()
  })
})
