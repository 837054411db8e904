// Below the checkout table: the guest's email (a signed-in shopper's own is used), what they are about to buy,
// and the order button. The button says the shopper commits to pay, and it is disabled while the order is sent.
import styled from '@emotion/styled'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { useAuthState } from '../../auth/auth-state-provider'
import { useCart } from '../../cart/cart-context'
import { usePurchase } from '../use-purchase'
import { CartProblems } from './cart-problems'
import { Panel } from './order-styles'
import { PurchaseSummary } from './purchase-summary'

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`

export function BuyNowForm() {
  const { cartItems, totalCents } = useCart()
  const { user } = useAuthState().auth
  const [email, setEmail] = useState('')
  const { purchase, sending, problem, dismiss } = usePurchase(cartItems, user !== null)
  if (cartItems.length === 0) return null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void purchase(user ? undefined : email.trim())
  }

  return (
    <Panel aria-labelledby="buy-now-heading">
      <h2 id="buy-now-heading">Your order</h2>
      {problem && <CartProblems problem={problem} onCorrected={dismiss} />}
      <PurchaseSummary cartItems={cartItems} subtotalCents={totalCents} />
      <form onSubmit={submit} aria-busy={sending}>
        {user ? (
          <p>We send the confirmation to {user.email}.</p>
        ) : (
          <FormInput
            label="Email for your order confirmation"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <Actions>
          <Button type="submit" disabled={sending}>
            Buy now
          </Button>
        </Actions>
      </form>
    </Panel>
  )
}
