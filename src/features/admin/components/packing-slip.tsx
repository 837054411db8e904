// An order's packing slip, to print and put in the parcel: the shop's name and address, the order's number and date,
// where it goes and how, and what is in it (each line's name, its size and colour in words, how many), never a
// price. Printed, the page is the slip alone: the shop's header, footer and navigation and the slip's own buttons
// are left off the paper.
import { Global } from '@emotion/react'
import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { shop } from 'virtual:shop-info'
import { Button } from '../../../components/button'
import { variantWords } from '../../../lib/catalog/variant'
import { PostalAddress } from '../../orders/components/postal-address'
import { paidRate, rateWords } from '../../../lib/orders/shipping'
import { Sums } from '../../orders/components/order-styles'
import { adminOrderQueryOptions } from '../api/admin-orders-query'
import { PRINT_THE_DOCUMENT_ALONE } from '../../../components/print-styles'
import { PrintTable } from '../../../components/print-table'
import { shopTime } from '../../../lib/orders/shop-time'

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  a {
    padding: 0.5rem 0;
    color: inherit;
  }
`

export function PackingSlip({ orderId }: { orderId: string }) {
  const { data: order } = useSuspenseQuery(adminOrderQueryOptions(orderId))
  const address = order.shippingAddress
  const rate = paidRate(order)
  return (
    <>
      <Global styles={PRINT_THE_DOCUMENT_ALONE} />
      <Actions data-screen-only="">
        <Link to="/admin/orders/$orderId" params={{ orderId }}>
          <span aria-hidden="true">← </span>Back to order {orderId}
        </Link>
        <Button type="button" onClick={() => window.print()}>
          Print
        </Button>
      </Actions>
      <section aria-label="From">
        <address>
          <strong>{shop.name}</strong>
          <br />
          {shop.street}
          <br />
          {shop.postcode} {shop.city}
          <br />
          {shop.country}
        </address>
      </section>
      <Sums>
        <dt>Order number</dt>
        <dd>{order.id}</dd>
        <dt>Order date</dt>
        <dd>{shopTime(order.paidAt ?? order.createdAt)}</dd>
        <dt>Shipping method</dt>
        <dd>{rate ? rateWords(rate) : 'Not known'}</dd>
      </Sums>
      <h2>Ship to</h2>
      {address ? <PostalAddress address={address} /> : <p>This order has no shipping address yet.</p>}
      <h2>In this parcel</h2>
      <PrintTable figures="last">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Size and colour</th>
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.name}</td>
              <td>{variantWords(line) || '—'}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </PrintTable>
    </>
  )
}
