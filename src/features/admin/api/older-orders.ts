// The owners' one-time count of the orders stored before a figure existed (the dashboard's daily totals, the
// customers' summaries): the shop's function counts a page of orders per call and answers where to go on, until the
// last page; calling again counts nothing twice.
import * as v from 'valibot'
import { callApi, type ApiResult } from '../../orders/api/shop-api'

const Answer = v.object({ counted: v.number(), unreadable: v.number(), next: v.nullable(v.string()) })

export type OlderOrdersResult = { ok: true; counted: number; unreadable: number } | { ok: false; message: string }

/** Where each figure's count of older orders is asked for. */
export const OLDER_ORDERS_PATHS = { dashboard: '/admin/daily-totals/backfill', customers: '/admin/customers/backfill' } as const

export async function countOlderOrders(path: (typeof OLDER_ORDERS_PATHS)[keyof typeof OLDER_ORDERS_PATHS]): Promise<OlderOrdersResult> {
  let after: string | null = null
  let counted = 0
  let unreadable = 0
  do {
    const result: ApiResult<v.InferOutput<typeof Answer>> = await callApi(path, Answer, {
      body: after === null ? {} : { after },
      signedIn: true,
    })
    if (!result.ok) return { ok: false, message: result.error.message }
    counted += result.data.counted
    unreadable += result.data.unreadable
    after = result.data.next
  } while (after !== null)
  return { ok: true, counted, unreadable }
}
