import styled from '@emotion/styled'
import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { theme } from '../styles/theme'

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1.25rem;
`
const Label = styled.label`
  font-size: ${theme.font.size.small};
  font-weight: ${theme.font.weight.bold};
`
const Input = styled.input`
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

export interface FormInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  name: string
  ref?: Ref<HTMLInputElement>
}

/** A visible label tied to its input; everything else (type, autocomplete, required) passes through. */
export function FormInput({ label, id, ...inputProps }: FormInputProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} {...inputProps} />
    </Field>
  )
}
