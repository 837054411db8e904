import styled from '@emotion/styled'
import { useId, type TextareaHTMLAttributes } from 'react'
import { Field, Label, control } from './form-input'

const Textarea = styled.textarea(control, { minHeight: '8rem', resize: 'vertical', font: 'inherit' })

/** A visible label tied to its text area, as FormInput is to its input. */
export function FormTextarea({ label, id, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string }) {
  const generated = useId()
  const textareaId = id ?? generated
  return (
    <Field>
      <Label htmlFor={textareaId}>{label}</Label>
      <Textarea id={textareaId} {...props} />
    </Field>
  )
}
