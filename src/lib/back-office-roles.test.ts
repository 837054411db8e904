import { describe, expect, it } from 'vitest'
import { OWNER_ACTION_NAMES } from './orders/owner-actions'
import { mayDo } from './back-office-roles'

describe('what each role may do in the back office', () => {
  it('staff read the orders, ship, deliver and record returns; only owners refund, cancel, send a refund on a proof, edit the catalog, export or see the sales', () => {
    expect(OWNER_ACTION_NAMES.filter((action) => mayDo('staff', action))).toEqual(['ship', 'deliver', 'return'])
    expect(OWNER_ACTION_NAMES.every((action) => mayDo('owner', action))).toBe(true)
    expect([mayDo('staff', 'orders'), mayDo('staff', 'catalog'), mayDo('staff', 'export'), mayDo('staff', 'sales')]).toEqual([true, false, false, false])
    expect([mayDo('owner', 'dashboard'), mayDo('owner', 'sales')]).toEqual([true, true])
  })

  it('staff open the dashboard for its counts of the work waiting, never its money', () => {
    expect([mayDo('staff', 'dashboard'), mayDo('staff', 'sales')]).toEqual([true, false])
  })

  it('an account with no role may do nothing', () => {
    expect(OWNER_ACTION_NAMES.some((action) => mayDo(null, action) || mayDo(undefined, action))).toBe(false)
    expect(mayDo(null, 'orders')).toBe(false)
  })
})
