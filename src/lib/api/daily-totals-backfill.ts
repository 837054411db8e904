// POST /api/admin/daily-totals/backfill {after?}: counts in the daily totals the orders stored before the totals
// existed, a page at a time in the order of their ids, so that a shop with many orders is done in many short calls
// (the dashboard's button calls again with `next` until it is null). Each order is counted in a transaction of its
// own that reads it first: one counted already (by this or by any save since) is left as it is, so calling again,
// or while shoppers pay and owners act, never counts an order twice. Owners only.
import * as v from 'valibot'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { isDocumentId } from '../orders/document-id'
import { UnreadableOrder } from '../orders/order-schema'
import { backOfficeAccess } from './back-office-access'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { readOrder, writeOrder } from './order-store'
import type { Caller, Deps } from './ports'

/** Orders looked at per call: a page the function finishes well within its time, each its own small transaction. */
const BACKFILL_PAGE = 100

const BackfillRequest = v.strictObject({ after: v.optional(v.pipe(v.string(), v.check(isDocumentId))) })

export async function backfillDailyTotals(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'sales')
  if ('refused' in access) return access.refused
  const body = readJsonBody(bodyText(request), undefined, {})
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const parsed = v.safeParse(BackfillRequest, body.value)
  if (!parsed.success) return apiError(400, 'bad-backfill', 'Send nothing, or the `next` order id the last call answered as `after`.')
  const page = await deps.store.page('orders', parsed.output.after ?? null, BACKFILL_PAGE)
  let counted = 0
  let unreadable = 0
  for (const document of page) {
    if (document.data?.inDailyTotals === true) continue
    try {
      const added = await deps.store.runTransaction(async (tx) => {
        const order = await readOrder(tx, document.id)
        if (!order || order.inDailyTotals) return false
        writeOrder(tx, order, order)
        return true
      })
      if (added) counted++
    } catch (error) {
      // An order the code cannot read is left out (the back office lists it as unreadable), never the whole page.
      if (!(error instanceof UnreadableOrder)) throw error
      unreadable++
    }
  }
  const next = page.length === BACKFILL_PAGE ? page.at(-1)!.id : null
  return json(200, { counted, unreadable, next })
}
