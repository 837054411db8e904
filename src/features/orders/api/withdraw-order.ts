// Withdrawal from the contract: the server decides whether the window is still open and records the time.
import type { ShopperOrder } from '../shopper-order'
import { toShopperOrder } from '../shopper-order-schema'
import { callApi } from './shop-api'

export type WithdrawAnswer = { ok: true; order: ShopperOrder } | { ok: false; message: string }

export async function withdrawOrder(orderId: string, token: string | undefined, signedIn: boolean): Promise<WithdrawAnswer> {
  const result = await callApi<{ order?: unknown }>(`/orders/${encodeURIComponent(orderId)}/withdraw`, { body: token ? { token } : {}, signedIn })
  if (!result.ok) return { ok: false, message: result.error.message }
  const order = toShopperOrder(result.data.order)
  // Recorded by the server all the same: a reload shows it.
  return order ? { ok: true, order } : { ok: false, message: 'Your withdrawal was sent, but the answer could not be read. Reload the page to see it.' }
}
