import styled from '@emotion/styled'
import { createFileRoute, Link } from '@tanstack/react-router'
import { orderQueryOptions } from '../../features/orders/api/order-query'
import { OrderPage } from '../../features/orders/components/order-page'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/account/orders/$orderId')({
  head: () => ({ meta: [{ title: pageTitle('Your order') }, { name: 'robots', content: 'noindex' }] }),
  // The shopper's ID token is the claim: an order of another account is not found, like one that does not exist.
  loader: ({ context: { auth, queryClient }, params }) => {
    if (auth.user) void queryClient.prefetchQuery(orderQueryOptions(params.orderId, {}, true))
  },
  component: AccountOrderRoute,
})

const Back = styled.p`
  max-width: 40rem;
  margin: 0 auto 1rem;
  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
  }
`

function AccountOrderRoute() {
  const { orderId } = Route.useParams()
  return (
    <>
      <Back>
        <Link to="/account">
          <span aria-hidden="true">← </span>Back to your account
        </Link>
      </Back>
      <OrderPage orderId={orderId} />
    </>
  )
}
