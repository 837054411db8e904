import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { theme } from '../styles/theme'

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.small};
  li + li::before {
    content: '/';
    margin-right: 0.5rem;
    color: ${theme.color.muted};
  }
  [aria-current] {
    font-weight: ${theme.font.weight.bold};
    overflow-wrap: break-word;
  }
`

/** The way to this page (APG breadcrumb): links to the pages above it, then this page, marked as current. */
export function Breadcrumbs({ links, current }: { links: readonly ReactNode[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <List>
        {links.map((link, index) => (
          <li key={index}>{link}</li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </List>
    </nav>
  )
}
