// How many units of one order line: the box the refund form and the record-return form draw for each line. A whole
// number from 0 to what the line has left, offered as a number with the phone's digit keypad. The box only suggests
// the range: a count out of it is the form's to explain and the server's to refuse.
import { FormInput } from '../../../components/form-input'

interface UnitsFieldProps {
  /** Names the line and what the count is of (units to refund, units back), with how many there are. */
  label: string
  name: string
  /** The most units the line takes. */
  most: number
  /** The count as typed: empty for none yet. */
  value: string
  onChange: (typed: string) => void
}

export function UnitsField({ label, name, most, value, onChange }: UnitsFieldProps) {
  return (
    <FormInput
      label={label}
      name={name}
      type="number"
      min={0}
      max={most}
      step={1}
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
