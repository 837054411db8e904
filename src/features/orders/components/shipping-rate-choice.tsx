// The shipping rates offered for the cart, as the provider's page offers them: one radio each, with its price and
// how long delivery takes. The group carries its error, when the rate sent was not one offered.
import styled from '@emotion/styled'
import { useId } from 'react'
import { errorProps, FieldError } from '../../../components/form-input'
import { formatCents } from '../../../lib/money'
import { deliveryDays, type ShippingRate } from '../../../lib/orders/shipping'
import { theme } from '../../../styles/theme'

export const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
  legend {
    margin: 0 0 0.75rem;
    padding: 0;
    font-size: ${theme.font.size.large};
    font-weight: ${theme.font.weight.bold};
  }
`
const Rate = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.color.accent};
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
  }
`
const RateText = styled.span`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
`
const Estimate = styled.span`
  flex-basis: 100%;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
`

interface ShippingRateChoiceProps {
  rates: readonly ShippingRate[]
  chosen: string
  onChoose: (id: ShippingRate['id']) => void
  error?: string | undefined
}

export function ShippingRateChoice({ rates, chosen, onChoose, error }: ShippingRateChoiceProps) {
  const id = useId()
  return (
    <Group role="radiogroup" aria-labelledby={`${id}-legend`} {...errorProps(error, `${id}-error`)}>
      <legend id={`${id}-legend`}>Shipping method</legend>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {rates.map((rate) => (
        <Rate key={rate.id}>
          <input type="radio" name="shippingRateId" value={rate.id} checked={chosen === rate.id} onChange={() => onChoose(rate.id)} />
          <RateText>
            <strong>{rate.label}</strong>
            <span>{formatCents(rate.cents)}</span>
            <Estimate>{deliveryDays(rate)}</Estimate>
          </RateText>
        </Rate>
      ))}
    </Group>
  )
}
