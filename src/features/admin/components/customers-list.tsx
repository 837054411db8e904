// The back office's customers: everyone who placed an order, accounts and guests alike (one per email), latest order
// first, or found by a name or the beginning of an email; 25 a page, with a link to the next. Each row: name and
// email (a link to the customer), orders, what they spent (less refunds) and their latest order's date.
import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { formatCents } from '../../../lib/money'
import { OrderFacts, OrderRows, Panel } from '../../orders/components/order-styles'
import { customersQueryOptions } from '../api/customers-query'
import { customerCursorOf, type CustomersSearch } from '../customer-search'

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  align-items: end;
  > div {
    flex: 1 1 14rem;
    min-width: 0;
  }
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

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const ordersText = (count: number) => (count === 1 ? '1 order' : `${count} orders`)

export function CustomersList({ search }: { search: CustomersSearch }) {
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(customersQueryOptions(search))
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate({ to: '/admin/customers', search: q ? { q } : {} })
  }
  const last = data.customers.at(-1)
  return (
    <>
      <Panel aria-labelledby="customers-find">
        <h2 id="customers-find">Find customers</h2>
        <Search role="search" onSubmit={find} key={search.q ?? ''}>
          <FormInput label="Name, or the beginning of an email" name="q" type="search" defaultValue={search.q ?? ''} autoComplete="off" />
          <Button type="submit">Show customers</Button>
        </Search>
      </Panel>
      <Panel aria-labelledby="customers-list">
        <h2 id="customers-list">{search.q ? `Customers for “${search.q}”` : 'Customers, latest order first'}</h2>
        {data.unreadable > 0 && <p role="status">{data.unreadable} stored customers on this page could not be read and are left out.</p>}
        {data.customers.length === 0 ? (
          <p>No customers.</p>
        ) : (
          <OrderRows aria-label="Customers">
            {data.customers.map((customer) => (
              <li key={customer.key}>
                <Link to="/admin/customers/$key" params={{ key: customer.key }}>
                  {customer.name || customer.email}
                </Link>
                <OrderFacts>
                  {customer.name && <span>{customer.email}</span>}
                  <span>{ordersText(customer.orders)}</span>
                  <span>{formatCents(customer.spentCents)} spent</span>
                  {customer.lastOrderAt && (
                    <span>
                      Last order <time dateTime={customer.lastOrderAt}>{DATE_FORMAT.format(new Date(customer.lastOrderAt))}</time>
                    </span>
                  )}
                </OrderFacts>
              </li>
            ))}
          </OrderRows>
        )}
        <Pages>
          {search.after && (
            <Link to="/admin/customers" search={{ ...search, after: undefined }}>
              First page
            </Link>
          )}
          {data.more && last && (
            <Link to="/admin/customers" search={{ ...search, after: customerCursorOf(last) }}>
              Next page
            </Link>
          )}
        </Pages>
      </Panel>
    </>
  )
}
