import styled from '@emotion/styled'
import { theme } from '../../../styles/theme'

/** One filter: its label above its control, which is at least 44 px tall to tap. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  font-size: ${theme.font.size.small};
  select,
  input[type='number'] {
    min-height: 44px;
    max-width: 100%;
    padding: 0.25rem 0.5rem;
    border: 1px solid #767676;
    border-radius: ${theme.radius};
    background: ${theme.color.background};
    font: inherit;
  }
  input[type='number'] {
    width: 6.5rem;
  }
`

/** Why a filter's value is not applied, under its control. */
export const FieldError = styled.p`
  max-width: 13rem;
  margin: 0;
  color: ${theme.color.danger};
  &:empty {
    margin-top: -0.25rem;
  }
`
