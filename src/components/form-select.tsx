import styled from '@emotion/styled'
import { useId, type SelectHTMLAttributes } from 'react'
import { control, errorProps, Field, FieldError, Label } from './form-input'

const Select = styled.select(control)

export interface FormSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  name: string
  options: readonly { value: string; text: string }[]
  /** The first, empty choice that asks for one ('Choose a country'). */
  placeholder: string
  error?: string | undefined
}

/** A select with its visible label and, when its value is wrong, the reason under it: as FormInput. */
export function FormSelect({ label, options, placeholder, error, ...selectProps }: FormSelectProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...errorProps(error, errorId)} {...selectProps}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </Select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  )
}
