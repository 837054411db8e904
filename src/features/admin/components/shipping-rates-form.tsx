// The owner's shipping table as a form: for each zone its standard and express price and delivery days and the goods'
// amount from which standard is free, then the zone each country ships in. The fields are checked as the server
// checks them, each problem beside its field; Save answers in a live region (saved, or why not), and the next
// checkout, the checkout's estimate and the shipping page read the new table.
import styled from '@emotion/styled'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { FormSelect } from '../../../components/form-select'
import { SHOP_CURRENCY } from '../../../lib/money'
import { taxStatement } from '../../../lib/tax-statement'
import { SHIPPING_ZONE_IDS, type ShippingRateId, type ShippingZoneId } from '../../../lib/orders/shipping'
import { countryName } from '../../../lib/orders/shipping-countries'
import type { TableProblems } from '../../../lib/orders/shipping-table'
import { theme } from '../../../styles/theme'
import { shippingTableQueryOptions } from '../../orders/api/shipping-table-query'
import { saveShippingTable } from '../api/save-shipping'
import { countryField, formValues, PLACED_COUNTRIES, readForm } from '../shipping-values'
import { ActionOutcome, type Outcome } from './action-outcome'
import { FieldGrid } from './field-grid'

const Zone = styled.fieldset`
  margin: 0 0 1.5rem;
  padding: 1rem;
  min-width: 0;
  legend {
    font-weight: ${theme.font.weight.bold};
  }
`

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
const ZONE_CHOICES = SHIPPING_ZONE_IDS.filter((zone) => zone !== 'domestic')
const NOT_FIXED = 'Some fields need a correction: see the message beside each.'

export function ShippingRatesForm() {
  const queryClient = useQueryClient()
  const { data: table } = useSuspenseQuery(shippingTableQueryOptions())
  const [errors, setErrors] = useState<TableProblems>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  const values = formValues(table)
  const zoneName = (zone: ShippingZoneId) => capitalised(table[zone].name)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const read = readForm((name) => String(data.get(name) ?? ''))
    if (!read.ok) {
      setErrors(read.fields)
      return setOutcome({ ok: false, text: read.fields[''] ?? NOT_FIXED, stale: false })
    }
    setBusy(true)
    const answer = await saveShippingTable(read.zones)
    setBusy(false)
    if (!answer.ok) {
      setErrors(answer.fields)
      return setOutcome({ ok: false, text: answer.message, stale: false })
    }
    setErrors({})
    setOutcome({ ok: true, text: answer.changed ? 'The shipping rates were saved. The next checkout uses them.' : 'Nothing changed: the rates are as saved.' })
    await queryClient.invalidateQueries({ queryKey: shippingTableQueryOptions().queryKey })
  }

  const money = (name: string, label: string, required = true) => (
    <FormInput label={label} name={name} defaultValue={values[name]} inputMode="decimal" autoComplete="off" required={required} error={errors[name]} />
  )
  const days = (name: string, label: string) => (
    <FormInput label={label} name={name} defaultValue={values[name]} inputMode="numeric" autoComplete="off" required error={errors[name]} />
  )
  const rate = (zone: ShippingZoneId, id: ShippingRateId, title: string) => (
    <>
      {money(`${zone}.${id}.cents`, `${title} price (${SHOP_CURRENCY.units})`)}
      {days(`${zone}.${id}.minDays`, `${title}: fewest days`)}
      {days(`${zone}.${id}.maxDays`, `${title}: most days`)}
    </>
  )

  return (
    <form onSubmit={(event) => void submit(event)} aria-busy={busy} noValidate>
      <p>As the shop states its prices to shoppers: “{taxStatement()}” Delivery days are business days. Leave the free shipping amount empty for none.</p>
      {SHIPPING_ZONE_IDS.map((zone) => (
        <Zone key={zone}>
          <legend>{zoneName(zone)}</legend>
          <FieldGrid columnMin="9rem">
            {rate(zone, 'standard', 'Standard')}
            {money(`${zone}.freeStandardFromCents`, `Standard free from (${SHOP_CURRENCY.units})`, false)}
            {rate(zone, 'express', 'Express')}
          </FieldGrid>
        </Zone>
      ))}
      <Zone>
        <legend>Where each country ships</legend>
        <p>{zoneName('domestic')} is the domestic zone. Every other country ships at the rates of the zone chosen for it, or not at all.</p>
        <FieldGrid columnMin="9rem">
          {PLACED_COUNTRIES.map((country) => (
            <FormSelect
              key={country}
              label={countryName(country)}
              name={countryField(country)}
              placeholder="Not shipped"
              options={ZONE_CHOICES.map((zone) => ({ value: zone, text: zoneName(zone) }))}
              defaultValue={values[countryField(country)]}
              error={errors[countryField(country)]}
            />
          ))}
        </FieldGrid>
      </Zone>
      {/* The button is disabled while the table is saved, and a disabled button loses the focus: the outcome takes it. */}
      <ActionOutcome outcome={outcome} focusSaved />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save the shipping rates'}
      </Button>
    </form>
  )
}
