// POST /api/admin/customers/backfill {after?}: adds to the customers' summaries the orders stored before the summaries
// existed, a page at a time in the order of their ids, as the daily totals' backfill does (the customers page's
// button calls again with `next` until it is null). Each order is counted in a transaction of its own that reads it
// and its buyer's summary: one counted already is left as it is, and an older order never replaces the date and
// name of a newer one. Owners only.
import * as v from 'valibot'
import { customerKey } from '../orders/customer-summary'
import { isDocumentId } from '../orders/document-id'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { UnreadableOrder } from '../orders/order-schema'
import { backOfficeAccess } from './back-office-access'
import { customerPath } from './customers-store'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { readOrder, writeOrder } from './order-store'
import type { Caller, Deps } from './ports'

const BACKFILL_PAGE = 100

const BackfillRequest = v.strictObject({ after: v.optional(v.pipe(v.string(), v.check(isDocumentId))) })

export async function backfillCustomers(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'customer-data')
  if ('refused' in access) return access.refused
  const body = readJsonBody(bodyText(request), undefined, {})
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const parsed = v.safeParse(BackfillRequest, body.value)
  if (!parsed.success) return apiError(400, 'bad-backfill', 'Send nothing, or the `next` order id the last call answered as `after`.')
  const page = await deps.store.page('orders', parsed.output.after ?? null, BACKFILL_PAGE)
  let counted = 0
  let unreadable = 0
  for (const document of page) {
    if (document.data?.inCustomers === true) continue
    try {
      const added = await deps.store.runTransaction(async (tx) => {
        const order = await readOrder(tx, document.id)
        if (!order || order.inCustomers) return false
        const key = customerKey(order.email)
        const stored = key ? (await tx.get(customerPath(key))).data : undefined
        const lastOrderAt = typeof stored?.lastOrderAt === 'string' ? Date.parse(stored.lastOrderAt) : Number.NEGATIVE_INFINITY
        writeOrder(tx, order, order, Date.parse(order.createdAt) >= lastOrderAt)
        return true
      })
      if (added) counted++
    } catch (error) {
      if (!(error instanceof UnreadableOrder)) throw error
      unreadable++
    }
  }
  const next = page.length === BACKFILL_PAGE ? page.at(-1)!.id : null
  return json(200, { counted, unreadable, next })
}
