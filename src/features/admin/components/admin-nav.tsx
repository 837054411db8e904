// The back office's own navigation: its pages the account's role may use (staff: the dashboard's counts, the orders and
// the customers; an owner: the catalog, low stock, the promotion codes, the shipping rates, the reviews, the staff list and the shop's speed too), the one
// shown marked as current (aria-current="page").
import styled from '@emotion/styled'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { mayDo, type BackOfficeRole } from '../../../lib/back-office-roles'
import { theme } from '../../../styles/theme'
import { whenIdle } from '../../../lib/when-idle'
import { fetchBackOfficeCode } from '../back-office-code'

const Nav = styled.nav`
  margin: 0 0 1.5rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    color: inherit;
    font-weight: ${theme.font.weight.bold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 3px;
    text-underline-offset: 0.4em;
  }
`

const exact = { exact: true } as const

export function AdminNav({ role }: { role: BackOfficeRole }) {
  const router = useRouter()
  // Its pages' code is fetched ahead, once this page is idle (back-office-code.ts).
  useEffect(() => whenIdle(() => fetchBackOfficeCode(router)), [router])
  return (
    <Nav aria-label="Back office">
      <ul>
        {mayDo(role, 'dashboard') && (
          <li>
            <Link to="/admin/dashboard" activeOptions={exact}>
              Dashboard
            </Link>
          </li>
        )}
        <li>
          <Link to="/admin" activeOptions={exact}>
            Orders
          </Link>
        </li>
        {mayDo(role, 'customers') && (
          <li>
            <Link to="/admin/customers">Customers</Link>
          </li>
        )}
        {mayDo(role, 'catalog') && (
          <>
            <li>
              <Link to="/admin/catalog" activeOptions={exact}>
                Catalog
              </Link>
            </li>
            <li>
              <Link to="/admin/stock" activeOptions={exact}>
                Low stock
              </Link>
            </li>
          </>
        )}
        {mayDo(role, 'promotions') && (
          <li>
            <Link to="/admin/promotions" activeOptions={exact}>
              Codes
            </Link>
          </li>
        )}
        {mayDo(role, 'shipping') && (
          <li>
            <Link to="/admin/shipping" activeOptions={exact}>
              Shipping
            </Link>
          </li>
        )}
        {mayDo(role, 'reviews') && (
          <li>
            <Link to="/admin/reviews" activeOptions={exact}>
              Reviews
            </Link>
          </li>
        )}
        {mayDo(role, 'speed') && (
          <li>
            <Link to="/admin/speed" activeOptions={exact}>
              Speed
            </Link>
          </li>
        )}
        {mayDo(role, 'staff') && (
          <li>
            <Link to="/admin/staff" activeOptions={exact}>
              Staff
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  )
}
