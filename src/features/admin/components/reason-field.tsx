// The owner's reason for a refund or a cancellation: optional, and shown to the shopper as written, so the label
// says so.
import { FormInput } from '../../../components/form-input'
import { REASON_MAX_LENGTH } from '../../../lib/orders/refund-reason'

export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormInput
      label="Reason (the shopper sees it)"
      name="reason"
      maxLength={REASON_MAX_LENGTH}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
