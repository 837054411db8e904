import { useState } from 'react'
import { Field } from './filter-field'

/**
 * A whole-dollar bound, applied as it is typed. What the field shows is its own while the shopper types ('' or a
 * half-typed number), and follows the address when that changes otherwise (back, Clear filters).
 */
export function PriceInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: number | undefined
  onChange: (value: number | undefined) => void
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value))
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (parseDollars(draft) !== value) setDraft(value === undefined ? '' : String(value))
  }
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
          onChange(parseDollars(event.target.value))
        }}
      />
    </Field>
  )
}

const parseDollars = (text: string): number | undefined => {
  const number = Number.parseInt(text, 10)
  return Number.isInteger(number) && number >= 0 ? number : undefined
}
