// An owner's calls about one customer's data (decision 043): the export, saved as a JSON file, and the erasure.
import * as v from 'valibot'
import { callApi } from '../../orders/api/shop-api'

export type DataResult<T> = { ok: true; value: T } | { ok: false; message: string }

/** Everything the shop stores about the customer, as the function answers it: saved by the browser as a file. */
export async function exportCustomer(key: string): Promise<DataResult<string>> {
  const result = await callApi(`/admin/customers/${encodeURIComponent(key)}/export`, v.looseObject({ email: v.string() }), { body: {}, signedIn: true })
  if (!result.ok) return { ok: false, message: result.error.message }
  return { ok: true, value: JSON.stringify(result.data, null, 2) }
}

const Erased = v.object({ erased: v.literal(true), ordersKept: v.number(), ordersDeleted: v.number(), accounts: v.number() })

export async function eraseCustomer(key: string, confirm: string): Promise<DataResult<v.InferOutput<typeof Erased>>> {
  const result = await callApi(`/admin/customers/${encodeURIComponent(key)}/erase`, Erased, { body: { confirm }, signedIn: true })
  if (result.ok) return { ok: true, value: result.data }
  const waiting = (result.error as { orders?: unknown }).orders
  const orders = Array.isArray(waiting) && waiting.length > 0 ? ` (orders ${waiting.map(String).join(', ')})` : ''
  return { ok: false, message: `${result.error.message}${orders}` }
}
