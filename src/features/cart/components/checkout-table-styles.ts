import styled from '@emotion/styled'
import { theme } from '../../../styles/theme'

// Phones: each line becomes a block (image beside its name, price, quantity and Remove), so every control stays on
// screen. The explicit roles keep the table's semantics when its display changes.
export const Table = styled.table`
  width: 100%;
  max-width: 55rem;
  margin: 0 auto;
  border-collapse: collapse;
  th {
    padding: 0.75rem 0.5rem;
    border-bottom: 1px solid ${theme.color.text};
    font-weight: ${theme.font.weight.bold};
    text-align: left;
    text-transform: none;
  }
  th:first-of-type {
    width: 23%;
  }
  ${theme.breakpoint.narrow} {
    font-size: ${theme.font.size.small};
  }
  ${theme.breakpoint.phone} {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: grid;
      grid-template-columns: 5.5rem minmax(0, 1fr) auto;
      grid-template-areas:
        'image name remove'
        'image price price'
        'image quantity quantity';
      column-gap: 0.75rem;
      padding: 0.75rem 0;
      border-bottom: 1px solid ${theme.color.border};
    }
    td {
      padding: 0;
      border: 0;
    }
    td:nth-of-type(1) {
      grid-area: image;
    }
    td:nth-of-type(2) {
      grid-area: name;
      align-self: center;
      font-weight: ${theme.font.weight.bold};
      overflow-wrap: break-word;
    }
    td:nth-of-type(3) {
      grid-area: quantity;
    }
    td:nth-of-type(4) {
      grid-area: price;
    }
    td:nth-of-type(5) {
      grid-area: remove;
    }
  }
`
export const Total = styled.p`
  max-width: 55rem;
  margin: 1.5rem auto 0;
  font-size: ${theme.font.size.title};
  text-align: right;
`
export const Empty = styled.p`
  text-align: center;
`
