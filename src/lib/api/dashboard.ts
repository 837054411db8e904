// GET /api/admin/dashboard: all the dashboard shows, in one answer of a few kB, as the caller's role allows
// ('dashboard', 'sales' and 'speed' in back-office-roles.ts). For everyone in the back office: the shop's day, the work
// waiting (orders to ship, withdrawals whose goods are not back), counted by the store without reading the orders, and
// the low-stock count. For owners also: the daily totals of the days the dashboard compares, one sum per day, and the
// real shoppers' speed. Staff's answer holds none of the money.
//
// One call rather than one per panel: the caller's role is checked once, the page waits for one answer, and the
// browser receives sums rather than the totals' shards. The reads do not grow with the orders: the owner's record,
// the shards of the days compared (their number is fixed, see daily-totals-span.ts), two counts (billed one read per
// 1,000 orders counted), the catalog's stock for the low-stock count, and the speed's roll-ups (speed.ts).
import { mayDo } from '../back-office-roles'
import { shopDay } from '../orders/shop-time'
import { backOfficeAccess } from './back-office-access'
import { dailyTotalsOfSpan } from './daily-totals-span'
import { json, type ApiResponse } from './http'
import { lowStockCount } from './low-stock-count'
import type { Caller, Deps } from './ports'
import { speedKinds } from './speed'

/** The speed, or null when it cannot be read now: the dashboard shows the rest, and says so in the speed's panel. */
async function speedOrNull(deps: Deps) {
  try {
    return await speedKinds(deps)
  } catch (error) {
    console.error('the real shoppers’ speed could not be read for the dashboard', error)
    return null
  }
}

export async function readDashboard(deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'dashboard')
  if ('refused' in access) return access.refused
  const { role } = access
  const today = shopDay(deps.now().toISOString())
  const { store } = deps
  const [totals, toShip, awaitingGoods, lowStock, speed] = await Promise.all([
    mayDo(role, 'sales') ? dailyTotalsOfSpan(store, today) : undefined,
    store.count('orders', [['status', '==', 'paid']]),
    store.count('orders', [['status', '==', 'withdrawn']]),
    lowStockCount(store),
    mayDo(role, 'speed') ? speedOrNull(deps) : undefined,
  ])
  return json(200, {
    today,
    ...(totals === undefined ? {} : { totals }),
    work: { toShip, awaitingGoods },
    lowStock,
    ...(speed === undefined ? {} : { speed }),
  })
}
