// The owner's actions answer what their entries in the table say (owner-actions.ts): a body an action cannot take
// is a 400 with the entry's code and sentence, and a move the order's state does not allow is a 409 with the entry's
// refusal, in the function and the demo alike.
import { describe, expect, it } from 'vitest'
import { ownerIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, orderOf, shirt, shopOf } from '../../../tests/support/api-adapters'
import { OWNER_ACTIONS, type OwnerActionName } from '../orders/owner-actions'

/** For each action: a body it takes, one it refuses (none for an action that reads no body), and an order it refuses to move. */
const CASES: Record<Exclude<OwnerActionName, 'refund'>, { body: object; bad: object | null; order: 'unpaid' | 'paid' }> = {
  ship: { body: { carrier: 'An Post', trackingNumber: 'CX123456789IE' }, bad: { carrier: '' }, order: 'unpaid' },
  deliver: { body: {}, bad: null, order: 'paid' },
  return: { body: { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 0 }, bad: { lines: [] }, order: 'paid' },
  proof: { body: { reference: 'JJD9' }, bad: { reference: '' }, order: 'paid' },
  cancel: { body: {}, bad: { reason: 42 }, order: 'paid' },
}

describe.each(ADAPTERS)('the owner’s actions answer their table’s refusals ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const owner = ownerIdToken('boss')

  it.each(OWNER_ACTIONS.map((entry) => [entry.name, entry] as const))('%s', async (name, entry) => {
    const { body, bad, order } = CASES[name]
    const started = await startCheckout([shirt('M', 'navy')])
    if (order === 'paid') await adapter.pay(started.sessionId)
    const act = (sent: object) => call('POST', `/api/admin/orders/${started.orderId}/${name}`, { body: sent, idToken: owner })
    if (bad) {
      const refusal = entry.parse(bad)
      if (refusal.ok) throw new Error(`${name} takes ${JSON.stringify(bad)}`)
      expect(await act(bad)).toMatchObject({ status: 400, body: { error: { code: refusal.code, message: refusal.message } } })
    }
    const before = orderOf(started.orderId)
    expect(await act(body)).toMatchObject({ status: 409, body: { error: { code: 'not-allowed', message: entry.refusal } } })
    expect(orderOf(started.orderId)).toEqual(before)
  })
})
