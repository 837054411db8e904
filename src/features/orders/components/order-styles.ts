import styled from '@emotion/styled'
import { theme } from '../../../styles/theme'

/** A block of the checkout and order pages: one column, never wider than the screen. */
export const Panel = styled.section`
  max-width: 40rem;
  margin: 2rem auto 0;
  overflow-wrap: break-word;
  h2 {
    margin: 0 0 1rem;
    font-size: ${theme.font.size.large};
  }
`

// The line's price: the name wraps, never the amount.
export const LineList = styled.ul`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  li > :last-child {
    flex: none;
    white-space: nowrap;
  }
`

/**
 * Terms and their values, two columns: the term as wide as its longest word at least, the value as wide as it needs
 * when there is room, and narrower when there is not (a long email then breaks inside it, never the page).
 */
export const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr minmax(0, auto);
  gap: 0.25rem 1rem;
  margin: 0 0 1.5rem;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`

export const Problems = styled.div`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.danger};
  background: #fdf2f1;
  p,
  ul {
    margin: 0 0 0.5rem;
  }
`

export const Notice = styled.p`
  max-width: 40rem;
  margin: 1rem auto;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.focus};
  background: ${theme.color.surface};
`

/** A list of orders, one row each: its link, then its facts (date, status, total…), wrapping on a phone. */
export const OrderRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
    font-weight: ${theme.font.weight.bold};
  }
`

export const OrderFacts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  color: ${theme.color.muted};
  overflow-wrap: break-word;
`
