import styled from '@emotion/styled'
import { theme } from '../styles/theme'

/**
 * Where a printed table's figures stand: in the last column alone (a packing slip's quantity), or in every column but
 * the first (an invoice's quantity, prices and amounts). Figures are right-aligned so that their digits line up.
 */
type FigureColumns = 'last' | 'all-but-first'

const FIGURE_CELLS: Record<FigureColumns, string> = {
  last: 'th:last-of-type, td:last-of-type',
  'all-but-first': 'th:not(:first-of-type), td:not(:first-of-type)',
}

/**
 * The table of a document to print (an invoice, a credit note, a packing slip): full width, a rule under each row,
 * the same on screen as on paper. A long word breaks inside its cell, so that the table fits a 320 px screen
 * without scrolling sideways.
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
    overflow-wrap: anywhere;
  }
  ${({ figures }) => FIGURE_CELLS[figures]} {
    text-align: right;
  }
`
