// The dashboard's counts of the work waiting, each a link to its list where the role opens it: orders to ship and
// withdrawals whose goods are not back, counted by the server for owners and staff alike (staff read the orders); the
// low-stock variants, a number the /api works out for both from the stock only owners' tokens read (staff see the
// number, and owners a link to the Low stock page).
import { Link } from '@tanstack/react-router'
import { mayDo, type BackOfficeRole } from '../../../lib/back-office-roles'
import { OrderRows, Panel } from '../../orders/components/order-styles'
import type { WorkCounts } from '../api/dashboard-query'

export function WorkWaiting({ role, work: counts, lowStock }: { role: BackOfficeRole; work: WorkCounts; lowStock: number }) {
  const lowStockText = `Low-stock variants: ${lowStock}`
  return (
    <Panel aria-labelledby="dashboard-work">
      <h2 id="dashboard-work">Waiting for you</h2>
      <OrderRows aria-labelledby="dashboard-work">
        <li>
          <Link to="/admin">Orders to ship: {counts.toShip}</Link>
        </li>
        <li>
          <Link to="/admin" search={{ status: 'withdrawn' }}>
            Withdrawals waiting for the goods: {counts.awaitingGoods}
          </Link>
        </li>
        <li>{mayDo(role, 'catalog') ? <Link to="/admin/stock">{lowStockText}</Link> : lowStockText}</li>
      </OrderRows>
    </Panel>
  )
}
