import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { theme } from '../styles/theme'

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1.25rem;
`
export const Label = styled.label`
  font-size: ${theme.font.size.small};
  font-weight: ${theme.font.weight.bold};
`
/** The box of a text input or a select. */
export const control = css`
  min-height: 3rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${theme.color.muted};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  color: ${theme.color.text};
  font-size: ${theme.font.size.body};
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`
const Input = styled.input(control)

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.size.small};
`

/** With an `error`, the control is marked invalid and described by it, so a screen reader reads both together. */
export const errorProps = (error: string | undefined, errorId: string) => (error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})

export interface FormInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  name: string
  ref?: Ref<HTMLInputElement>
  /** What is wrong with the value, shown under the input. */
  error?: string | undefined
}

/** A visible label tied to its input; everything else (type, autocomplete, required) passes through. */
export function FormInput({ label, id, error, ...inputProps }: FormInputProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} {...errorProps(error, errorId)} {...inputProps} />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  )
}
