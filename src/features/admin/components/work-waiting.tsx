// The dashboard's counts of the work waiting, each a link to its list: orders to ship and withdrawals whose goods are
// not back, counted by the server for owners and staff alike (staff read the orders); the low-stock variants for
// owners, whose stock and threshold staff's token does not read.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { mayDo, type BackOfficeRole } from '../../../lib/back-office-roles'
import { OrderRows, Panel } from '../../orders/components/order-styles'
import { adminCatalogQueryOptions, shopSettingsQueryOptions } from '../api/admin-catalog-query'
import { workCountsQueryOptions } from '../api/dashboard-query'
import { lowVariants } from '../low-stock-list'

export function WorkWaiting({ role }: { role: BackOfficeRole }) {
  const { data: counts } = useSuspenseQuery(workCountsQueryOptions())
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
        {mayDo(role, 'catalog') && <LowStock />}
      </OrderRows>
    </Panel>
  )
}

function LowStock() {
  const { data: catalog } = useSuspenseQuery(adminCatalogQueryOptions())
  const { data: settings } = useSuspenseQuery(shopSettingsQueryOptions())
  return (
    <li>
      <Link to="/admin/stock">Low-stock variants: {lowVariants(catalog, settings.lowStockThreshold).length}</Link>
    </li>
  )
}
