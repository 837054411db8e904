// Withdrawal from the contract: the server decides whether the window is still open and records the time.
import type { ShopperOrder } from '../shopper-order'
import { OrderAnswer } from '../shopper-order-schema'
import { callApi, UNREADABLE_CODE } from './shop-api'

export type WithdrawAnswer = { ok: true; order: ShopperOrder } | { ok: false; message: string }

export async function withdrawOrder(orderId: string, token: string | undefined, signedIn: boolean): Promise<WithdrawAnswer> {
  const result = await callApi(`/orders/${encodeURIComponent(orderId)}/withdraw`, OrderAnswer, { body: token ? { token } : {}, signedIn })
  if (result.ok) return { ok: true, order: result.data.order }
  // Recorded by the server all the same: a reload shows it.
  if (result.error.code === UNREADABLE_CODE)
    return { ok: false, message: 'Your withdrawal was sent, but the answer could not be read. Reload the page to see it.' }
  return { ok: false, message: result.error.message }
}
