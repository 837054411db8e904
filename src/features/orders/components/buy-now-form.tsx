// Below the checkout table: what the shopper is about to buy, a promotion code, the country the parcel goes to (its
// zone's rates are the ones the payment page offers; the browser's language suggests one), the guest's email (a
// signed-in shopper's own is used), the box (unticked) for a mail with a link to finish the order should it go unpaid,
// and the order button. The button says the shopper commits to pay; it is disabled while the order is sent.
import styled from '@emotion/styled'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { CheckLabel } from '../../../components/check-label'
import { FormInput } from '../../../components/form-input'
import { FormSelect } from '../../../components/form-select'
import { RECOVERY_CONSENT } from '../../../lib/orders/recovery-consent'
import { SHIPPING_COUNTRIES } from '../../../lib/orders/shipping'
import type { ShippingCountry } from '../../../lib/orders/shipping-countries'
import { theme } from '../../../styles/theme'
import { useAuthState } from '../../auth/auth-state-provider'
import { useCart } from '../../cart/cart-context'
import { likelyCountry } from '../likely-country'
import { usePurchase } from '../use-purchase'
import { CartProblems } from './cart-problems'
import { Panel } from './order-styles'
import { PromotionField } from './promotion-field'
import { PurchaseSummary } from './purchase-summary'
import type { AppliedCode } from '../api/check-promotion'
import { countryOptions } from './shipping-address-fields'

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`

const Hint = styled.p`
  margin: 0 0 1rem;
  font-size: ${theme.font.size.small};
`

const COUNTRIES = countryOptions(SHIPPING_COUNTRIES)

export function BuyNowForm() {
  const { cartItems, totalCents } = useCart()
  const { user } = useAuthState().auth
  const [email, setEmail] = useState('')
  const [recoveryConsent, setRecoveryConsent] = useState(false)
  const hintId = useId()
  const [country, setCountry] = useState<ShippingCountry | null>(() => likelyCountry(navigator.languages))
  const [code, setCode] = useState<AppliedCode | null>(null)
  const { purchase, sending, problem, dismiss } = usePurchase(cartItems, user !== null)
  if (cartItems.length === 0) return null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (country) void purchase(user ? undefined : email.trim(), country, { promotionCode: code?.code, recoveryConsent })
  }

  return (
    <Panel aria-labelledby="buy-now-heading">
      <h2 id="buy-now-heading">Your order</h2>
      {problem && <CartProblems problem={problem} onCorrected={dismiss} />}
      <PurchaseSummary cartItems={cartItems} subtotalCents={totalCents} country={country} code={code} />
      <PromotionField subtotalCents={totalCents} email={email} signedIn={user !== null} applied={code} onChange={setCode} />
      <form onSubmit={submit} aria-busy={sending}>
        <FormSelect
          label="Country we deliver to"
          name="country"
          autoComplete="shipping country"
          required
          placeholder="Choose a country"
          options={COUNTRIES}
          value={country ?? ''}
          onChange={(event) => setCountry(SHIPPING_COUNTRIES.find((code) => code === event.target.value) ?? null)}
        />
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
        <CheckLabel>
          <input
            type="checkbox"
            name="recoveryConsent"
            aria-describedby={hintId}
            checked={recoveryConsent}
            onChange={(event) => setRecoveryConsent(event.target.checked)}
          />
          {RECOVERY_CONSENT}
        </CheckLabel>
        <Hint id={hintId}>One email if the payment page closes unpaid, never more for this order; it has a link to stop these emails.</Hint>
        <Actions>
          <Button type="submit" disabled={sending}>
            Buy now
          </Button>
        </Actions>
      </form>
    </Panel>
  )
}
