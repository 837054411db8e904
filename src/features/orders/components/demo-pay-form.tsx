// What the demo's payment page asks before it takes the payment, as the provider's hosted page does: a shipping
// rate of the order's zone and the address in one of that zone's countries (the country was chosen at the checkout,
// where the rates follow it; a hosted page's rates are fixed). The choice is checked here first, field by field, and again by the backend; after either
// check fails, focus goes to the first field at fault, which reads its label and its error together.
import styled from '@emotion/styled'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { formatCents, SHOP_MONEY } from '../../../lib/money'
import { EXPORT_NO_VAT, exportedWithoutVat } from '../../../lib/tax-statement'
import { amountToPay } from '../../../lib/orders/amount-to-pay'
import { orderTax } from '../../../lib/orders/tax'
import * as v from 'valibot'
import { otherZoneMessage, parseShippingChoice, type FieldErrors } from '../../../lib/orders/shipping-choice'
import { DemoFieldErrors, DemoRedirect, type DemoSession } from '../api/demo-answers'
import { callApi } from '../api/shop-api'
import { DiscountRow } from './discount-row'
import { OrderLines } from './order-lines'
import { Problems, Sums } from './order-styles'
import { ShippingAddressFields } from './shipping-address-fields'
import { ShippingRateChoice } from './shipping-rate-choice'
import { TaxRows } from './tax-rows'

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

type Action = 'pay' | 'cancel' | 'expire'

const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const

function choiceOf(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  return { shippingRateId: text('shippingRateId'), shippingAddress: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(field)])) }
}

/** The first control marked invalid; in the rate group, its chosen radio. */
function focusFirstError(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  const target = invalid?.matches('fieldset') ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector('input')) : invalid
  target?.focus()
}

export function DemoPayForm({ sessionId, session }: { sessionId: string; session: DemoSession }) {
  const form = useRef<HTMLFormElement>(null)
  const [rateId, setRateId] = useState(session.shippingOptions[0]!.id)
  const [errors, setErrors] = useState<FieldErrors>({})
  // Counts the checks that failed: each one moves focus again, even when the same fields are at fault.
  const [failedChecks, setFailedChecks] = useState(0)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const rate = session.shippingOptions.find((offered) => offered.id === rateId) ?? session.shippingOptions[0]!
  // The tax follows the country of the address, as the provider's page computes it when the address is typed.
  const [country, setCountry] = useState<string>(session.country ?? (session.countries.length === 1 ? session.countries[0]! : ''))
  const tax = country ? orderTax(SHOP_MONEY.taxMode, session.lines, rate.cents, country) : null

  useEffect(() => {
    if (failedChecks > 0) focusFirstError(form.current)
  }, [failedChecks])

  const showErrors = (fields: FieldErrors, message: string) => {
    setErrors(fields)
    if (Object.keys(fields).length > 0) setFailedChecks((count) => count + 1)
    else setFailure(message)
  }

  const act = async (action: Action, choice?: ReturnType<typeof choiceOf>) => {
    setBusy(true)
    setFailure(null)
    const result = await callApi(`/demo-pay/${encodeURIComponent(sessionId)}`, DemoRedirect, { body: { action, ...choice } })
    if (result.ok) return location.assign(result.data.redirect)
    setBusy(false)
    if (result.error.code === 'bad-shipping') showErrors(v.parse(v.fallback(DemoFieldErrors, {}), result.error.fields) as FieldErrors, result.error.message)
    else setFailure(result.error.message)
  }

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const choice = choiceOf(event.currentTarget)
    const checked = parseShippingChoice(choice, { zone: session.shippingZone, countries: session.countries, rates: session.shippingOptions })
    if (!checked.ok) return showErrors(checked.fields, checked.message)
    setErrors({})
    void act('pay', choice)
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={pay}
      onChange={(event) => {
        const field: EventTarget = event.target
        if (field instanceof HTMLSelectElement && field.name === 'country') setCountry(field.value)
      }}
    >
      {failure && (
        <Problems role="alert" tabIndex={-1} ref={(box) => box?.focus()}>
          {failure}
        </Problems>
      )}
      <p>Paying as {session.customerEmail}</p>
      <OrderLines lines={session.lines} label="What you are paying for" />
      <ShippingRateChoice rates={session.shippingOptions} chosen={rate.id} onChoose={setRateId} error={errors.shippingRateId} />
      <ShippingAddressFields
        errors={errors}
        countries={session.countries}
        country={country}
        {...(session.country ? { initialCountry: session.country } : {})}
      />
      <p>{otherZoneMessage({ zone: session.shippingZone, countries: session.countries })}</p>
      <Sums>
        <dt>Subtotal</dt>
        <dd>{formatCents(session.amountSubtotal)}</dd>
        {session.discount && <DiscountRow code={session.discount.code} cents={session.discount.cents} />}
        <dt>Shipping ({rate.label})</dt>
        <dd>{formatCents(rate.cents)}</dd>
        {tax?.mode === 'added' && <TaxRows tax={tax} />}
        <dt>Amount to pay</dt>
        <dd>{formatCents(amountToPay({ subtotalCents: session.amountSubtotal, discountCents: session.discount?.cents }, rate.cents, tax))}</dd>
        {tax?.mode === 'included' && <TaxRows tax={tax} />}
      </Sums>
      {SHOP_MONEY.taxMode === 'added' && !tax && <p>Tax is added once you choose the country of the address.</p>}
      {exportedWithoutVat(country) && <p>{EXPORT_NO_VAT}</p>}
      <Buttons>
        <Button type="submit" disabled={busy}>
          Pay
        </Button>
        <Button type="button" variant="inverted" disabled={busy} onClick={() => void act('cancel')}>
          Cancel
        </Button>
        <Button type="button" variant="inverted" disabled={busy} onClick={() => void act('expire')}>
          Let the session expire
        </Button>
      </Buttons>
    </form>
  )
}
