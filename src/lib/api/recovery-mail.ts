// The mail of a checkout left unpaid, queued in the transaction that moves its order to expired: the state table
// lets an order expire once, so one expired checkout is mailed once, whoever brings the news (the provider's event,
// its redelivery, the sweep) and however often the transaction runs. An address that stopped these mails gets none:
// `mailOptOuts/{hash of the address}`, set through the link every such mail carries, whose token is kept only as
// the id of `unsubscribeLinks/{SHA-256 of the token}`. No client reads or writes either (firestore.rules).
import { emailHashOf } from '../orders/back-in-stock'
import type { SessionResult } from '../orders/fulfil'
import { newOrderToken, sha256Hex } from '../orders/guest-token'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import type { Order } from '../orders/order'
import { recoveryLinkFor, recoveryMail, recoveryUnsubscribeUrl } from '../orders/recovery-mail'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { queueMail } from './order-store'
import type { Deps, Transaction } from './ports'

const OPT_OUTS = 'mailOptOuts'
const LINKS = 'unsubscribeLinks'
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/

/**
 * For an order the transaction is about to save as expired: reads (before any write) whether its mail is to go, and
 * answers what writes it, or null.
 */
export async function recoveryMailWrites(tx: Transaction, deps: Deps, order: Order, result: SessionResult): Promise<(() => void) | null> {
  const recoveryUrl = recoveryLinkFor(order, result)
  if (!recoveryUrl) return null
  const emailHash = await emailHashOf(order.email)
  if ((await tx.get(`${OPT_OUTS}/${emailHash}`)).data) return null
  const token = newOrderToken()
  const tokenHash = await sha256Hex(token)
  return () => {
    tx.create(`${LINKS}/${tokenHash}`, { emailHash, orderId: order.id, createdAt: deps.now() })
    queueMail(tx, deps, recoveryMail(order, { recoveryUrl, unsubscribeUrl: recoveryUnsubscribeUrl(deps.shopUrl, token) }))
  }
}

/** POST /api/checkout-reminders/unsubscribe `{token}`: the address the link was sent to gets no more of these mails. */
export async function unsubscribeRecoveryMail(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  const body = readJsonBody(bodyText(request))
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const token = (body.value as { token?: unknown } | null)?.token
  const unknown = () => apiError(404, 'not-found', 'This link is not one the shop sent, or it was cut short: open it from the email again.')
  if (typeof token !== 'string' || !TOKEN_FORMAT.test(token)) return unknown()
  const emailHash = (await deps.store.get(`${LINKS}/${await sha256Hex(token)}`)).data?.emailHash
  if (typeof emailHash !== 'string') return unknown()
  await deps.store.runTransaction(async (tx) => {
    const path = `${OPT_OUTS}/${emailHash}`
    if (!(await tx.get(path)).data) tx.set(path, { at: deps.now() })
  })
  return json(200, { stopped: true })
}
