// Below the checkout table: what the shopper is about to buy, a promotion code, the country the parcel goes to (its
// zone's rates are the ones the payment page offers; the browser's language suggests one), the guest's email (a
// signed-in shopper's own is used), the box (unticked) for a mail with a link to finish the order should it go unpaid,
// and the order button. The button says the shopper commits to pay; it is disabled while the order is sent.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { CheckLabel } from '../../../components/check-label'
import { FormInput } from '../../../components/form-input'
import { FormSelect } from '../../../components/form-select'
import { RECOVERY_CONSENT } from '../../../lib/orders/recovery-consent'
import { SHIPPING_ZONE_IDS, SHIPPING_ZONES } from '../../../lib/orders/shipping'
import { isShippingCountry, type ShippingCountry } from '../../../lib/orders/shipping-countries'
import { theme } from '../../../styles/theme'
import { useAuthState } from '../../auth/auth-state-provider'
import { useCart } from '../../cart/cart-context'
import { readCheckoutDraft, saveCheckoutDraft } from '../checkout-draft'
import { likelyCountry } from '../likely-country'
import { usePurchase } from '../use-purchase'
import { CartProblems } from './cart-problems'
import { Panel } from './order-styles'
import { PromotionField } from './promotion-field'
import { PurchaseSummary } from './purchase-summary'
import type { AppliedCode } from '../api/check-promotion'
import { shippingTableQueryOptions } from '../api/shipping-table-query'
import { countryOptions } from './shipping-address-fields'

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`

const Hint = styled.p`
  margin: 0 0 1rem;
  font-size: ${theme.font.size.small};
`

export function BuyNowForm() {
  const { cartItems, totalCents } = useCart()
  const { user } = useAuthState().auth
  // What the shopper gave the checkout before Back or a reload (./checkout-draft.ts), read once.
  const [draft] = useState(readCheckoutDraft)
  const [email, setEmail] = useState(draft.email ?? '')
  const [recoveryConsent, setRecoveryConsent] = useState(false)
  const hintId = useId()
  // The default table until the owner's is read (or when it cannot be): the server prices from the one in force, and
  // the payment page shows what it charges.
  const table = useQuery({ ...shippingTableQueryOptions(), enabled: cartItems.length > 0 }).data ?? SHIPPING_ZONES
  const shipsTo = useMemo(() => SHIPPING_ZONE_IDS.flatMap((zone) => table[zone].countries), [table])
  const [chosen, setCountry] = useState<ShippingCountry | null>(() =>
    draft.country !== undefined && isShippingCountry(draft.country) ? draft.country : likelyCountry(navigator.languages),
  )
  const country = chosen && shipsTo.includes(chosen) ? chosen : null
  const [code, setCode] = useState<AppliedCode | null>(draft.code ?? null)
  useEffect(() => saveCheckoutDraft({ email, code, ...(chosen ? { country: chosen } : {}) }), [email, code, chosen])
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
      <PurchaseSummary cartItems={cartItems} subtotalCents={totalCents} country={country} code={code} table={table} />
      <PromotionField subtotalCents={totalCents} email={email} signedIn={user !== null} applied={code} onChange={setCode} />
      <form onSubmit={submit} aria-busy={sending}>
        <FormSelect
          label="Country we deliver to"
          name="country"
          autoComplete="shipping country"
          required
          placeholder="Choose a country"
          options={countryOptions(shipsTo)}
          value={country ?? ''}
          onChange={(event) => setCountry(shipsTo.find((code) => code === event.target.value) ?? null)}
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
