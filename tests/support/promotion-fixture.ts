// A promotion code as the order code reads it from its document: 10 % off, open through November 2026, no minimum,
// no cap, nothing counted yet. Tests change what they are about; a fixed amount off carries no percent.
import { FRESH_PROMOTION, type Promotion } from '../../src/lib/orders/promotion'

export function testPromotion(overrides: Partial<Promotion> = {}): Promotion {
  const promotion: Partial<Promotion> = {
    code: 'WELCOME10',
    kind: 'percent',
    percentOff: 10,
    minSubtotalCents: 0,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
    maxRedemptions: null,
    ...FRESH_PROMOTION,
    ...overrides,
  }
  if (promotion.kind === 'fixed' && !('percentOff' in overrides)) delete promotion.percentOff
  return promotion as Promotion
}
