// An order's invoice, or one of its credit notes (`note`: the refund's place), read with the same claim as the order
// page: a guest's token, or the signed-in buyer's ID token. Its own chunk: no other page loads it.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button } from '../../../components/button'
import { PageTitle } from '../../../components/page-layout'
import { creditNotesOf } from '../../../lib/orders/invoice-number'
import { refundTax } from '../../../lib/orders/tax'
import { useAuthState } from '../../auth/auth-state-provider'
import { orderQueryOptions, OrderNotFound } from '../api/order-query'
import type { ShopperOrder } from '../shopper-order'
import { CreditNoteDocument, InvoiceDocument } from './invoice-document'
import { Panel } from './order-styles'

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

interface InvoicePageProps {
  orderId: string
  token?: string | undefined
  /** A credit note's place among the order's refunds; none: the invoice. */
  note?: number | undefined
}

/** The document asked for, its title, or why there is none. */
function documentOf(order: ShopperOrder, note: number | undefined) {
  const invoice = order.invoice
  if (!invoice) return { title: 'No invoice yet', empty: 'The invoice is issued once the order is paid.' }
  if (note === undefined) return { title: `Invoice ${invoice.number}`, body: <InvoiceDocument order={order} invoice={invoice} /> }
  const credit = creditNotesOf(order).find((entry) => entry.note === note)
  if (!credit) return { title: 'Credit note not found', empty: 'This order has no such refund.' }
  const tax = order.tax ? refundTax(order.tax, credit.refund.amountCents) : null
  return {
    title: `Credit note ${credit.number}`,
    body: <CreditNoteDocument order={order} number={credit.number} invoice={invoice} refund={credit.refund} tax={tax} />,
  }
}

export function InvoicePage({ orderId, token, note }: InvoicePageProps) {
  const { user } = useAuthState().auth
  const { data: order, error, isPending } = useQuery(orderQueryOptions(orderId, token ? { token } : {}, user !== null))
  const shown = order && documentOf(order, note)
  const title = shown
    ? shown.title
    : isPending
      ? 'Loading your invoice…'
      : error instanceof OrderNotFound
        ? 'Order not found'
        : 'We could not load this invoice'
  const back = token ? (
    <Link to="/orders/$orderId" params={{ orderId }} search={{ token }}>
      <span aria-hidden="true">← </span>Back to order {orderId}
    </Link>
  ) : (
    <Link to="/account/orders/$orderId" params={{ orderId }}>
      <span aria-hidden="true">← </span>Back to order {orderId}
    </Link>
  )
  return (
    <Panel aria-labelledby="invoice-title">
      <Actions data-screen-only="">
        {back}
        {shown?.body && (
          <Button type="button" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Actions>
      <PageTitle id="invoice-title" tabIndex={-1} aria-busy={isPending}>
        {title}
      </PageTitle>
      {shown?.body ?? (shown?.empty && <p>{shown.empty}</p>)}
    </Panel>
  )
}
