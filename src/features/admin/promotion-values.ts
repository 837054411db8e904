// The owner's new promotion code as the form holds it (text, dollars, days) and as the /api takes it (cents, times):
// a percent or an amount off, a minimum, the first and last day (the whole of both, in the browser's time), a cap.
import { toCents } from '../../lib/money'
import { endOfShopDay, startOfShopDay } from '../../lib/orders/shop-time'

export interface PromotionValues {
  code: string
  kind: 'percent' | 'fixed'
  /** The percent (1–100) or the amount in dollars, as typed. */
  value: string
  /** Dollars, as typed; empty for none. */
  minimum: string
  /** 'yyyy-mm-dd'. */
  firstDay: string
  lastDay: string
  /** Empty for no cap. */
  cap: string
}

const amount = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text))

/** The body of Add a code; what is not a number stays one the server refuses with its sentence. */
export function promotionBody(values: PromotionValues): Record<string, unknown> {
  const value = amount(values.value)
  const minimum = values.minimum.trim() === '' ? 0 : amount(values.minimum)
  return {
    code: values.code.trim(),
    kind: values.kind,
    ...(values.kind === 'percent' ? { percentOff: value } : { amountOffCents: toCents(value) }),
    minSubtotalCents: toCents(minimum),
    // The shop's days, in its time zone, whatever the owner's device is set to.
    startsAt: startOfShopDay(values.firstDay),
    endsAt: endOfShopDay(values.lastDay),
    maxRedemptions: values.cap.trim() === '' ? null : amount(values.cap),
  }
}
