// Asks the server what a promotion code takes off the cart the page shows, or why it does not apply. An estimate for
// the page: the checkout prices the code again from the catalog.
import * as v from 'valibot'
import { callApi } from './shop-api'

const Cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
export const AppliedCodeSchema = v.object({
  code: v.string(),
  words: v.string(),
  terms: v.object({
    kind: v.picklist(['percent', 'fixed']),
    percentOff: v.optional(Cents),
    amountOffCents: v.optional(Cents),
  }),
  minSubtotalCents: Cents,
})
export type AppliedCode = v.InferOutput<typeof AppliedCodeSchema>

export async function checkPromotion(
  body: { code: string; subtotalCents: number; email?: string },
  signedIn: boolean,
): Promise<{ ok: true; applied: AppliedCode } | { ok: false; message: string }> {
  const result = await callApi('/promotions/check', AppliedCodeSchema, { body, signedIn })
  return result.ok ? { ok: true, applied: result.data } : { ok: false, message: result.error.message }
}
