// Back from the payment page without paying: the order is ended at once, so its units go back on sale and the
// shopper (or anyone) can buy them again straight away.
import { OrderAnswer } from '../shopper-order-schema'
import type { ShopperOrder } from '../shopper-order'
import { callApi } from './shop-api'

export type CancelAnswer = { ok: true; order: ShopperOrder } | { ok: false; message: string }

export async function cancelOrder(orderId: string, token: string): Promise<CancelAnswer> {
  const result = await callApi(`/orders/${encodeURIComponent(orderId)}/cancel`, OrderAnswer, { body: { token } })
  return result.ok ? { ok: true, order: result.data.order } : { ok: false, message: result.error.message }
}
