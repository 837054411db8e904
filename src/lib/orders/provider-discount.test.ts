import { describe, expect, it } from 'vitest'
import type { Order } from './order'
import { providerPromotionCode, providerSpells } from './provider-discount'

type Priced = Pick<Order, 'promotion' | 'discountCents' | 'lines' | 'subtotalCents'>

const line = (unitCents: number, quantity: number) => ({ collectionId: '1', itemId: 1, name: 'Item', quantity, unitCents })
const order = (
  terms: { kind: 'percent'; percentOff: number } | { kind: 'fixed'; amountOffCents: number },
  lines: Priced['lines'],
  discountCents: number,
): Priced => ({
  lines,
  subtotalCents: lines.reduce((sum, each) => sum + each.unitCents * each.quantity, 0),
  discountCents,
  promotion: { code: 'CODE', ...terms, useIds: [], providerCodeId: 'promo_1' },
})

describe('the provider’s promotion code on a session', () => {
  it('is asked for where no rounding can make its discount differ from the order’s', () => {
    expect(providerPromotionCode(order({ kind: 'percent', percentOff: 10 }, [line(4500, 2), line(2400, 1)], 1140))).toBe('promo_1')
    expect(providerPromotionCode(order({ kind: 'fixed', amountOffCents: 500 }, [line(2499, 3)], 500))).toBe('promo_1')
  })

  it('is not, where a percent leaves part of a cent on some unit, or a fixed amount was cut short by the smallest charge', () => {
    // 10 % of $24.99 is 249.9 cents: rounded on the whole or per line or per unit, the cents may differ.
    expect(providerPromotionCode(order({ kind: 'percent', percentOff: 10 }, [line(4500, 1), line(2499, 1)], 700))).toBeNull()
    expect(providerPromotionCode(order({ kind: 'fixed', amountOffCents: 5000 }, [line(2499, 1)], 2449))).toBeNull()
    const withoutCopy = order({ kind: 'fixed', amountOffCents: 500 }, [line(2499, 1)], 500)
    expect(providerPromotionCode({ ...withoutCopy, promotion: { ...withoutCopy.promotion!, providerCodeId: undefined } })).toBeNull()
  })

  it('is spelt in letters, digits and dashes only', () => {
    expect([providerSpells('SPRING-10'), providerSpells('SPRING_10')]).toEqual([true, false])
  })
})
