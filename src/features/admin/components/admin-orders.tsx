// The owner's order list: paid orders waiting to be shipped first (newest first), or any status; an order number,
// a customer's email or a buyer's name to search for; a page of 25 at a time, with a link to the next. Each row: number, date,
// customer, total and status, and Express for a parcel paid to go express; the number a link to the order.
import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { FormSelect } from '../../../components/form-select'
import { ORDER_STATUSES } from '../../../lib/orders/order'
import { STATUS_TEXT } from '../../orders/components/order-details'
import { Panel } from '../../orders/components/order-styles'
import { ALL, cursorOf, DEFAULT_STATUS, type AdminOrdersSearch } from '../admin-search'
import { adminAttentionQueryOptions, adminOrdersQueryOptions } from '../api/admin-orders-query'
import { AdminOrderRows } from './admin-order-rows'

// The select and the field fill their box: a status's longest name would otherwise make the select wider than a phone.
const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  align-items: end;
  > div {
    flex: 1 1 14rem;
    min-width: 0;
  }
  select,
  input {
    width: 100%;
    min-width: 0;
  }
  button {
    margin-bottom: 1.25rem;
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

const STATUS_OPTIONS = [
  { value: ALL, text: 'All orders' },
  ...ORDER_STATUSES.filter((status) => status !== DEFAULT_STATUS).map((status) => ({ value: status, text: STATUS_TEXT[status] })),
]

function listTitle({ q, status = DEFAULT_STATUS }: AdminOrdersSearch): string {
  if (q) return `Orders for “${q}”`
  if (status === ALL) return 'All orders, newest first'
  return status === DEFAULT_STATUS ? 'To ship: paid, newest first' : `${STATUS_TEXT[status]}: newest first`
}

export function AdminOrders({ search }: { search: AdminOrdersSearch }) {
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(adminOrdersQueryOptions(search))
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const status = String(form.get('status') ?? '')
    const q = String(form.get('q') ?? '').trim()
    void navigate({ to: '/admin', search: { ...(status ? { status: status as AdminOrdersSearch['status'] } : {}), ...(q ? { q } : {}) } })
  }
  const last = data.orders.at(-1)
  return (
    <>
      <NeedsAttention />
      <Panel aria-labelledby="admin-filters">
        <h2 id="admin-filters">Find orders</h2>
        <Filters role="search" onSubmit={filter} key={`${search.status ?? ''}|${search.q ?? ''}`}>
          <FormSelect label="Status" name="status" placeholder="Paid, not yet shipped" options={STATUS_OPTIONS} defaultValue={search.status ?? ''} />
          <FormInput label="Order number, email or name" name="q" type="search" defaultValue={search.q ?? ''} autoComplete="off" />
          <Button type="submit">Show orders</Button>
        </Filters>
      </Panel>
      <Panel aria-labelledby="admin-orders">
        <h2 id="admin-orders">{listTitle(search)}</h2>
        {data.unreadable > 0 && <p role="status">{data.unreadable} stored orders on this page could not be read and are left out.</p>}
        {data.orders.length === 0 ? (
          <p>No orders.</p>
        ) : (
          <AdminOrderRows label="Orders" orders={data.orders} facts={['date', 'customer', 'total', 'status', 'express']} />
        )}
        <Pages>
          {search.after && (
            <Link to="/admin" search={{ ...search, after: undefined }}>
              First page
            </Link>
          )}
          {data.more && last && (
            <Link to="/admin" search={{ ...search, after: cursorOf(last) }}>
              Next page
            </Link>
          )}
        </Pages>
      </Panel>
    </>
  )
}

/** The orders whose money should have gone back and did not: above everything else, and only when there are some. */
function NeedsAttention() {
  const { data: orders } = useSuspenseQuery(adminAttentionQueryOptions())
  if (orders.length === 0) return null
  return (
    <Panel aria-labelledby="admin-attention">
      <h2 id="admin-attention">Needs attention</h2>
      <AdminOrderRows label="Orders that need attention" orders={orders} facts={['attention', 'email', 'total']} />
    </Panel>
  )
}
