// Links to an order's invoice and credit notes, each a page to open and print: a guest's carry the order's token,
// a signed-in shopper's go to the account's copy.
import { Link } from '@tanstack/react-router'
import { creditNotesOf } from '../../../lib/orders/invoice-number'
import type { ShopperOrder } from '../shopper-order'

function DocumentLink({ orderId, token, note, children }: { orderId: string; token: string | undefined; note?: number; children: string }) {
  const search = note === undefined ? {} : { note }
  return token ? (
    <Link to="/orders/$orderId/invoice" params={{ orderId }} search={{ ...search, token }}>
      {children}
    </Link>
  ) : (
    <Link to="/account/orders/$orderId/invoice" params={{ orderId }} search={search}>
      {children}
    </Link>
  )
}

export function InvoiceLinks({ order, token }: { order: Pick<ShopperOrder, 'id' | 'invoice' | 'refunds'>; token: string | undefined }) {
  if (!order.invoice) return null
  return (
    <>
      <h2>Invoice</h2>
      <ul>
        <li>
          <DocumentLink orderId={order.id} token={token}>{`Invoice ${order.invoice.number}`}</DocumentLink>
        </li>
        {creditNotesOf(order).map(({ note, number }) => (
          <li key={note}>
            <DocumentLink orderId={order.id} token={token} note={note}>{`Credit note ${number}`}</DocumentLink>
          </li>
        ))}
      </ul>
    </>
  )
}
