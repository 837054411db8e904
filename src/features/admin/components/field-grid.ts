import styled from '@emotion/styled'

/** A form's fields side by side, as many to a row as fit at `columnMin` wide; each control fills its cell. */
export const FieldGrid = styled.div<{ columnMin: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ columnMin }) => columnMin}, 1fr));
  gap: 0 1rem;
  input,
  select {
    width: 100%;
    min-width: 0;
  }
`
