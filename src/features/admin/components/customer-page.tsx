// One customer as the back office sees them: their name, email, orders and what they spent, the addresses their
// orders went to, and their orders newest first (each a link to its page), 25 a page. Owners also find here the
// customer's data at their request: its export and its erasure (customer-data-panel.tsx).
import { addressLines } from '../../../lib/orders/address-lines'
import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/page-layout'
import { mayDo, type BackOfficeRole } from '../../../lib/back-office-roles'
import { formatCents } from '../../../lib/money'
import { Panel, Sums } from '../../orders/components/order-styles'
import { cursorOf } from '../admin-search'
import { customerOrdersQueryOptions, customerQueryOptions } from '../api/customers-query'
import { AdminOrderRows } from './admin-order-rows'
import { CustomerDataPanel } from './customer-data-panel'
import { shopTime } from '../../../lib/orders/shop-time'

const Addresses = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    margin-bottom: 0.75rem;
  }
  address {
    font-style: normal;
    overflow-wrap: break-word;
  }
`
const Pages = styled.p`
  display: flex;
  gap: 1rem;
  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
  }
`

export function CustomerPage({ customerKey, after, role }: { customerKey: string; after: string | undefined; role: BackOfficeRole }) {
  const { data: customer } = useSuspenseQuery(customerQueryOptions(customerKey))
  const { data: page } = useSuspenseQuery(customerOrdersQueryOptions(customerKey, after))
  const last = page.orders.at(-1)
  return (
    <>
      <PageTitle tabIndex={-1}>{customer.name || customer.email}</PageTitle>
      <Panel aria-label="Customer">
        <Sums>
          <dt>Email</dt>
          <dd>{customer.email}</dd>
          <dt>Orders</dt>
          <dd>{customer.orders}</dd>
          <dt>Spent, less refunds</dt>
          <dd>{formatCents(customer.spentCents)}</dd>
          <dt>Last order</dt>
          <dd>{customer.lastOrderAt ? shopTime(customer.lastOrderAt) : 'None counted yet'}</dd>
        </Sums>
      </Panel>
      <Panel aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">Addresses</h2>
        {customer.addresses.length === 0 ? (
          <p>No address yet: an order gets one as it is paid.</p>
        ) : (
          <Addresses>
            {customer.addresses.map((address) => (
              <li key={addressLines(address).join('|')}>
                <address>{addressLines(address).join(', ')}</address>
              </li>
            ))}
          </Addresses>
        )}
      </Panel>
      <Panel aria-labelledby="customer-orders">
        <h2 id="customer-orders">Their orders, newest first</h2>
        {page.unreadable > 0 && <p role="status">{page.unreadable} stored orders on this page could not be read and are left out.</p>}
        {page.orders.length === 0 ? <p>No orders.</p> : <AdminOrderRows label="Their orders" orders={page.orders} facts={['date', 'total', 'status']} />}
        <Pages>
          {after && (
            <Link to="/admin/customers/$key" params={{ key: customerKey }} search={{}}>
              First page
            </Link>
          )}
          {page.more && last && (
            <Link to="/admin/customers/$key" params={{ key: customerKey }} search={{ after: cursorOf(last) }}>
              Next page
            </Link>
          )}
        </Pages>
      </Panel>
      {mayDo(role, 'customer-data') && <CustomerDataPanel customer={customer} />}
    </>
  )
}
