// A back office action on an order, through the shop's one function for it: the server checks the account's role
// for the action, moves the order through its table and answers the order as saved, or a sentence saying why not.
import * as v from 'valibot'
import { callApi } from '../../orders/api/shop-api'
import { toAdminOrder, type AdminOrder } from '../admin-order'

import type { OwnerActionName } from '../../../lib/orders/owner-actions'

export type OwnerActionAnswer = { ok: true; order: AdminOrder | null } | { ok: false; message: string }

export async function ownerAction(orderId: string, action: OwnerActionName, body: object = {}): Promise<OwnerActionAnswer> {
  // An order the back office cannot read is still a done action: the page then reads the order afresh.
  const result = await callApi(`/admin/orders/${encodeURIComponent(orderId)}/${action}`, v.object({ order: v.unknown() }), { body, signedIn: true })
  if (!result.ok) return { ok: false, message: result.error.message }
  return { ok: true, order: toAdminOrder(orderId, result.data.order) }
}
