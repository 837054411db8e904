import styled from '@emotion/styled'
import { theme } from '../styles/theme'

/**
 * Where a printed table's figures stand: in the last column alone (a packing slip's quantity), or in every column but
 * the first (an invoice's quantity, prices and amounts). Figures are right-aligned so that their digits line up.
 */
type FigureColumns = 'last' | 'all-but-first'

const FIGURE_COLUMNS: Record<FigureColumns, string> = {
  last: ':last-of-type',
  'all-but-first': ':not(:first-of-type)',
}

/**
 * The table of a document to print (an invoice, a credit note, a packing slip): full width, a rule under each row,
 * the same on screen as on paper. Each column is as wide as its longest word and a figure is never split ('$24.99'),
 * so that the table fits a 320 px screen with every word whole; only a word wider than the screen breaks.
 */
export const PrintTable = styled('table', { shouldForwardProp: (prop) => prop !== 'figures' })<{ figures: FigureColumns }>`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem 0.25rem;
    border-bottom: 1px solid ${theme.color.muted};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  ${({ figures }) => `th${FIGURE_COLUMNS[figures]}, td${FIGURE_COLUMNS[figures]}`} {
    text-align: right;
  }
  ${({ figures }) => `td${FIGURE_COLUMNS[figures]}`} {
    white-space: nowrap;
  }
`
