import { useState } from 'react'
import { Field, FieldError } from './filter-field'

/**
 * A whole-dollar bound, applied as it is typed. What the field shows is its own while the shopper types ('' or a
 * half-typed number), and follows the address when that changes otherwise (back, Clear filters). An `error` says
 * below the field why its bound is not applied, whether it was typed or came with a link.
 */
export function PriceInput({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  value: number | undefined
  onChange: (value: number | undefined) => void
  error?: string | undefined
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value)
          onChange(parseDollars(event.target.value))
        }}
      />
      {/* Polite and always present: it changes while the shopper types (at "1" of "100" the bound is still below the
          other), so an alert would interrupt each keystroke; a screen reader reads the settled message. */}
      <FieldError id={`${id}-error`} aria-live="polite">
        {error}
      </FieldError>
    </Field>
  )
}

const parseDollars = (text: string): number | undefined => {
  const number = Number.parseInt(text, 10)
  return Number.isInteger(number) && number >= 0 ? number : undefined
}
