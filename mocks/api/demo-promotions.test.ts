// The demo provider's promotion codes, as the functions' Stripe copies are: made with the owner's code, on and off
// with it, and taking a session's discount off by their own rule only where that rule is the shop's to the cent.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { readOrder } from '../../tests/support/demo-orders'
import { ownerIdToken } from '../../tests/support/id-tokens'
import { api, payPage, shirt, startCheckout } from '../../tests/support/shop-api'
import { mockState } from '../state'

afterEach(deleteDemoApps)

const DAY = 24 * 3600_000
const owner = () => ownerIdToken('boss', 'boss@example.com')
const addCode = (code: string, terms: Record<string, unknown>) =>
  api('/admin/promotions', {
    idToken: owner(),
    body: {
      code,
      minSubtotalCents: 0,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
      maxRedemptions: null,
      ...terms,
    },
  })
const providerCode = (code: string) => Object.values(mockState().providerPromotions ?? {}).find((entry) => entry.code === code)
/** The tote (collection 1, item 3, $45): 10 % of it is a whole number of cents. */
const tote = (quantity = 1) => ({ collectionId: '1', itemId: 3, quantity })

describe('the demo provider’s promotion codes', () => {
  it('are made with the owner’s code and follow its pauses, resumptions and end', async () => {
    expect((await addCode('SPRING10', { kind: 'percent', percentOff: 10 })).status).toBe(200)
    expect(providerCode('SPRING10')).toMatchObject({ kind: 'percent', amount: 10, active: true })
    for (const [change, active] of [
      ['pause', false],
      ['resume', true],
      ['end', false],
    ] as const) {
      expect((await api(`/admin/promotions/SPRING10/${change}`, { idToken: owner(), body: {} })).status).toBe(200)
      expect(providerCode('SPRING10')!.active).toBe(active)
    }
  })

  it('take the discount off a session where their rule is the shop’s, and the order’s own discount elsewhere', async () => {
    await addCode('SPRING10', { kind: 'percent', percentOff: 10 })
    const exact = await startCheckout([tote(2)], { promotionCode: 'SPRING10' })
    expect(exact.session.discount).toEqual({ code: 'SPRING10', cents: 900, promotionCodeId: providerCode('SPRING10')!.id })
    const rounded = await startCheckout([shirt('M', 'navy', 3)], { promotionCode: 'SPRING10', email: 'other@example.com' })
    expect(rounded.session.discount).toEqual({ code: 'SPRING10', cents: 750 })
    for (const { sessionId, orderId } of [exact, rounded]) {
      expect((await payPage(sessionId, 'pay')).status).toBe(200)
      expect(readOrder(orderId)).toMatchObject({ status: 'paid' })
    }
  })
})
