import styled from '@emotion/styled'
import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { useRef } from 'react'
import { PageTitle } from '../components/page-layout'
import { viewerOf } from '../features/auth/auth-state'
import { useCart } from '../features/cart/cart-context'
import { CheckoutTable } from '../features/cart/components/checkout-table'
import { BuyNowForm } from '../features/orders/components/buy-now-form'
import { CancelledNotice } from '../features/orders/components/cancelled-notice'
import { checkoutSearch } from '../features/orders/order-search'
import { pageTitle } from '../lib/site'
import { pageHead } from '../lib/seo'
import { useHydrated } from '../prerender/live'

export const Route = createFileRoute('/checkout')({
  head: () => pageHead({ title: pageTitle('Checkout'), description: 'Review the items in your Crown Clothing cart.', path: '/checkout' }),
  validateSearch: checkoutSearch,
  component: CheckoutPage,
})

const Note = styled.p`
  text-align: center;
`

function CheckoutPage() {
  const { isPersistent } = useCart()
  const { cancelled, order, token } = Route.useSearch()
  const hydrated = useHydrated()
  const { auth } = useRouteContext({ from: '__root__' })
  const heading = useRef<HTMLHeadingElement>(null)
  // The cart is in the shopper's browser: a prerendered page shows only the heading.
  if (!hydrated) return <PageTitle>Checkout</PageTitle>
  return (
    <>
      <PageTitle ref={heading} tabIndex={-1}>
        Checkout
      </PageTitle>
      {cancelled && <CancelledNotice order={order} token={token} />}
      <CheckoutTable heading={heading} viewer={viewerOf(auth)} />
      {!isPersistent && <Note role="status">Your browser is not saving the cart: it will be lost if you reload or leave the page.</Note>}
      <BuyNowForm />
    </>
  )
}
