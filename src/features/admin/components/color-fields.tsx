// The colours an item comes in, one row each (its id, as addresses and stock keys say it, and the name a shopper
// reads), with a button to remove a row and one to add a colour; a new row takes the focus.
import styled from '@emotion/styled'
import { useEffect, useRef } from 'react'
import { outlinedButton } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { theme } from '../../../styles/theme'
import type { ColorRow } from '../item-changes'

const Fieldset = styled.fieldset`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  min-width: 0;
  legend {
    font-weight: ${theme.font.weight.bold};
  }
  button {
    ${outlinedButton}
  }
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0 1rem;
  > div {
    flex: 1 1 9rem;
    min-width: 0;
  }
  input {
    width: 100%;
    min-width: 0;
  }
  button {
    margin-bottom: 1.25rem;
  }
`

export function ColorFields({ rows, onChange }: { rows: ColorRow[]; onChange: (rows: ColorRow[]) => void }) {
  const added = useRef(false)
  const lastId = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!added.current) return
    added.current = false
    lastId.current?.focus()
  }, [rows.length])
  const edit = (index: number, change: Partial<ColorRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)))
  return (
    <Fieldset>
      <legend>Colours</legend>
      {rows.length === 0 && <p>No colours: the item comes in one.</p>}
      {rows.map((row, index) => (
        <Row key={index}>
          <FormInput
            label={`Colour ${index + 1} id`}
            name={`color-id-${index}`}
            value={row.id}
            onChange={(event) => edit(index, { id: event.target.value })}
            pattern="[a-z0-9\-]{1,32}"
            title="Lower-case letters, digits and hyphens, such as navy or light-blue"
            required
            autoComplete="off"
            ref={index === rows.length - 1 ? lastId : undefined}
          />
          <FormInput
            label={`Colour ${index + 1} name`}
            name={`color-name-${index}`}
            value={row.name}
            onChange={(event) => edit(index, { name: event.target.value })}
            required
            autoComplete="off"
          />
          <button type="button" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            Remove colour {index + 1}
          </button>
        </Row>
      ))}
      <button
        type="button"
        onClick={() => {
          added.current = true
          onChange([...rows, { was: '', id: '', name: '' }])
        }}
      >
        Add a colour
      </button>
    </Fieldset>
  )
}
