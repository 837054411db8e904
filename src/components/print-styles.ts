import { css } from '@emotion/react'

/**
 * Printed, a page that is a document (a packing slip, an invoice) is the document alone: the shop's header, footer
 * and navigation and anything marked `data-screen-only` (its buttons) are left off the paper.
 */
export const PRINT_THE_DOCUMENT_ALONE = css`
  @media print {
    header,
    footer,
    nav,
    [data-screen-only] {
      display: none !important;
    }
    body {
      background: #ffffff;
      color: #000000;
    }
  }
`
