// Withdrawal from the contract: the server decides whether the window is still open and records the time.
import type { ShopperOrder } from '../shopper-order'
import { callApi } from './shop-api'

export type WithdrawAnswer = { ok: true; order: ShopperOrder } | { ok: false; message: string }

export async function withdrawOrder(orderId: string, token: string | undefined, signedIn: boolean): Promise<WithdrawAnswer> {
  const result = await callApi<{ order: ShopperOrder }>(`/orders/${encodeURIComponent(orderId)}/withdraw`, { body: token ? { token } : {}, signedIn })
  return result.ok ? { ok: true, order: result.data.order } : { ok: false, message: result.error.message }
}
