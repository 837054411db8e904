// Back from the payment page without paying: the order is ended at once, so its units go back on sale and the
// shopper (or anyone) can buy them again straight away.
import { toShopperOrder } from '../shopper-order-schema'
import type { ShopperOrder } from '../shopper-order'
import { callApi } from './shop-api'

export type CancelAnswer = { ok: true; order: ShopperOrder } | { ok: false; message: string }

export async function cancelOrder(orderId: string, token: string): Promise<CancelAnswer> {
  const result = await callApi<{ order?: unknown }>(`/orders/${encodeURIComponent(orderId)}/cancel`, { body: { token } })
  if (!result.ok) return { ok: false, message: result.error.message }
  const order = toShopperOrder(result.data.order)
  return order ? { ok: true, order } : { ok: false, message: 'The shop could not read its answer.' }
}
