import styled from '@emotion/styled'
import { theme } from '../../../styles/theme'

/** A back office list of entries (codes, staff): one under the other, a rule between them, long words wrapped. */
export const EntryList = styled.ul`
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;
  overflow-wrap: break-word;
  > li {
    padding: 1rem 0;
    border-bottom: 1px solid ${theme.color.border};
  }
`
