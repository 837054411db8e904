import styled from '@emotion/styled'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { pageTitle } from '../lib/site'
import { PageTitle } from '../components/page-layout'
import { VisuallyHidden } from '../components/visually-hidden'
import { useCart } from '../features/cart/cart-context'
import { CheckoutRow } from '../features/cart/components/checkout-row'
import { formatCents } from '../lib/money'
import { useHydrated } from '../lib/use-hydrated'
import { theme } from '../styles/theme'

export const Route = createFileRoute('/checkout')({
  head: () => ({ meta: [{ title: pageTitle('Checkout') }] }),
  component: CheckoutPage,
})

const Table = styled.table`
  width: 100%;
  max-width: 55rem;
  margin: 0 auto;
  border-collapse: collapse;
  th {
    padding: 0.75rem 0.5rem;
    border-bottom: 1px solid ${theme.color.text};
    font-weight: 600;
    text-align: left;
    text-transform: none;
  }
  th:first-of-type {
    width: 23%;
  }
  ${theme.breakpoint.narrow} {
    font-size: 0.9rem;
  }
`
const Total = styled.p`
  max-width: 55rem;
  margin: 1.5rem auto 0;
  font-size: 1.75rem;
  text-align: right;
`
const Empty = styled.p`
  text-align: center;
`

function CheckoutPage() {
  const { cartItems, totalCents, isPersistent } = useCart()
  const hydrated = useHydrated()
  const table = useRef<HTMLTableElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // When a line goes, focus would fall to the page: it moves to the next line's Remove button, or to the
  // heading once the cart is empty.
  const removedIndex = useRef<number | null>(null)
  useEffect(() => {
    const index = removedIndex.current
    if (index === null) return
    removedIndex.current = null
    const buttons = table.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-line]') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    if (next) next.focus()
    else heading.current?.focus()
  }, [cartItems])
  // The cart is in the shopper's browser: a prerendered page shows only the heading.
  if (!hydrated) return <PageTitle>Checkout</PageTitle>
  return (
    <>
      <PageTitle ref={heading} tabIndex={-1}>
        Checkout
      </PageTitle>
      {cartItems.length === 0 ? (
        <Empty>
          Your cart is empty. <Link to="/shop">Browse the shop</Link>
        </Empty>
      ) : (
        <>
          <Table ref={table}>
            <caption>
              <VisuallyHidden>Items in your cart</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Description</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {cartItems.map((item, index) => (
                <CheckoutRow key={item.id} item={item} onLineRemoved={() => (removedIndex.current = index)} />
              ))}
            </tbody>
          </Table>
          <Total aria-live="polite">TOTAL: {formatCents(totalCents)}</Total>
        </>
      )}
      {!isPersistent && <Empty role="status">Your browser is not saving the cart: it will be lost if you reload or leave the page.</Empty>}
    </>
  )
}
