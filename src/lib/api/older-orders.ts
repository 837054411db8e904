// POST /api/admin/daily-totals/backfill and /api/admin/customers/backfill {after?}: count the orders stored before
// a figure existed (the dashboard's daily totals, the customers' summaries), a page at a time in the order of their
// ids, so that a shop with many orders is done in many short calls (the back office's button calls again with `next`
// until it is null). Each order is counted in a transaction of its own that reads it first: one counted already (by
// this or by any save since) is left as it is, so calling again, or while shoppers pay and owners act, never counts
// an order twice. A save counts an order in every figure it is missing from (order-store.ts). Owners only.
import * as v from 'valibot'
import type { BackOfficeTask } from '../back-office-roles'
import { customerKey } from '../orders/customer-summary'
import { isDocumentId } from '../orders/document-id'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import type { Order } from '../orders/order'
import { UnreadableOrder } from '../orders/order-schema'
import { backOfficeAccess } from './back-office-access'
import { customerPath } from './customers-store'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { readOrder, writeOrder } from './order-store'
import type { Caller, Deps, Transaction } from './ports'

/** Orders looked at per call: a page the function finishes well within its time, each its own small transaction. */
const BACKFILL_PAGE = 100

const BackfillRequest = v.strictObject({ after: v.optional(v.pipe(v.string(), v.check(isDocumentId))) })

interface Figure {
  /** What the caller's role must allow. */
  task: BackOfficeTask
  /** The order's mark that this figure counts it. */
  mark: 'inNetSales' | 'inCustomers'
  /** Counts one order this figure does not count yet, in its transaction. */
  count: (tx: Transaction, order: Order) => Promise<void>
}

const FIGURES = {
  // The daily totals' newest mark: an order without it lacks its net sales there, or every figure (figuresChange).
  dailyTotals: { task: 'sales', mark: 'inNetSales', count: async (tx, order) => writeOrder(tx, order, order) },
  customers: {
    task: 'customer-data',
    mark: 'inCustomers',
    // An older order never replaces the date and name of its buyer's newer one.
    count: async (tx, order) => {
      const key = customerKey(order.email)
      const stored = key ? (await tx.get(customerPath(key))).data : undefined
      const lastOrderAt = typeof stored?.lastOrderAt === 'string' ? Date.parse(stored.lastOrderAt) : Number.NEGATIVE_INFINITY
      writeOrder(tx, order, order, Date.parse(order.createdAt) >= lastOrderAt)
    },
  },
} as const satisfies Record<string, Figure>

export async function countOlderOrders(request: ApiRequest, deps: Deps, caller: Caller | null, figure: keyof typeof FIGURES): Promise<ApiResponse> {
  const { task, mark, count }: Figure = FIGURES[figure]
  const access = await backOfficeAccess(deps, caller, task)
  if ('refused' in access) return access.refused
  const body = readJsonBody(bodyText(request), undefined, {})
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const parsed = v.safeParse(BackfillRequest, body.value)
  if (!parsed.success) return apiError(400, 'bad-backfill', 'Send nothing, or the `next` order id the last call answered as `after`.')
  const page = await deps.store.page('orders', parsed.output.after ?? null, BACKFILL_PAGE)
  let counted = 0
  let unreadable = 0
  for (const document of page) {
    if (document.data?.[mark] === true) continue
    try {
      const added = await deps.store.runTransaction(async (tx) => {
        const order = await readOrder(tx, document.id)
        if (!order || order[mark]) return false
        await count(tx, order)
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
