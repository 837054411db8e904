import styled from '@emotion/styled'
import type { Ref } from 'react'
import { theme } from '../../../../styles/theme'

export interface Option {
  value: string
  label: string
  soldOut: boolean
}

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: ${theme.font.weight.bold};
  }
`
const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`
/**
 * One choice. Its size never changes: checked, it gets a second frame drawn inside its border (bold text would
 * widen it); sold out, it is greyed and struck through, and says so to screen readers only (a visible note
 * would make it taller, and the stock line already says it of the chosen one): its name says it ('XS, sold out').
 */
const Choice = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 3rem;
  min-height: 2.75rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${theme.color.text};
    box-shadow: inset 0 0 0 1px ${theme.color.text};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &[data-sold-out] {
    color: ${theme.color.muted};
    background: ${theme.color.surface};
    text-decoration: line-through;
  }
`

/**
 * One option of an item (size, colour) as a radio group: Tab enters it, the arrow keys choose. A sold-out choice is
 * still shown and can be chosen, and its name says it is sold out; the page then will not add it.
 */
export function OptionChooser({
  legend,
  name,
  options,
  value,
  onChange,
  keepsTap,
  id,
}: {
  legend: string
  name: string
  options: readonly Option[]
  value: string | undefined
  onChange: (value: string) => void
  /** Marks a choice's radio so that a tap on it before the page is live is kept (the page's keepsEarlyTap). */
  keepsTap?: (name: string, value: string) => { ref: Ref<HTMLInputElement> }
  id?: string
}) {
  return (
    <Group id={id}>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Choice key={option.value} {...(option.soldOut ? { 'data-sold-out': '' } : {})}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              {...keepsTap?.(name, option.value)}
              {...(option.soldOut ? { 'aria-label': `${option.label}, sold out` } : {})}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
    </Group>
  )
}
