// A checkbox with its words, the whole label a target at least 44 px high: the shop's filters and the back office's
// forms share it.
import styled from '@emotion/styled'

export const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`
