// The owner's promotion codes through the shop's /api: a new code, and pausing, taking up again or ending one. The
// server checks that the account is an owner's; the answer is ok or a sentence saying why not.
import * as v from 'valibot'
import { callApi } from '../../orders/api/shop-api'

type Answer = { ok: true } | { ok: false; message: string }

export async function addPromotion(body: object): Promise<Answer> {
  const result = await callApi('/admin/promotions', v.object({ code: v.string() }), { body, signedIn: true })
  return result.ok ? { ok: true } : { ok: false, message: result.error.message }
}

export type PromotionChange = 'pause' | 'resume' | 'end'

export async function changePromotion(code: string, change: PromotionChange): Promise<Answer> {
  const result = await callApi(`/admin/promotions/${encodeURIComponent(code)}/${change}`, v.object({ code: v.string() }), { body: {}, signedIn: true })
  return result.ok ? { ok: true } : { ok: false, message: result.error.message }
}
