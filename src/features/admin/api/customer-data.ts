// An owner's calls about one customer's data (decision 043): the export, saved as a JSON file; the erasure; and the
// one-time count of older orders in the customers, a page of orders per call until the last.
import * as v from 'valibot'
import { callApi, type ApiResult } from '../../orders/api/shop-api'

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

const Backfill = v.object({ counted: v.number(), unreadable: v.number(), next: v.nullable(v.string()) })

export async function backfillCustomers(): Promise<DataResult<{ counted: number; unreadable: number }>> {
  let after: string | null = null
  let counted = 0
  let unreadable = 0
  do {
    const result: ApiResult<v.InferOutput<typeof Backfill>> = await callApi('/admin/customers/backfill', Backfill, {
      body: after === null ? {} : { after },
      signedIn: true,
    })
    if (!result.ok) return { ok: false, message: result.error.message }
    counted += result.data.counted
    unreadable += result.data.unreadable
    after = result.data.next
  } while (after !== null)
  return { ok: true, value: { counted, unreadable } }
}
