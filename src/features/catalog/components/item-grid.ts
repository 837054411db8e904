import styled from '@emotion/styled'
import { renderWhenNear } from '../../../styles/render-when-near'

// Four across, as the overview's previews are four items long. The first four cards are the ones a first screen
// shows (two rows on a phone, the first row on a wider screen; they load their images eagerly too); on the
// prerendered page, the rest wait until they are near.

export const ItemGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  @media (max-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (max-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  gap: 2rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${renderWhenNear('& > li:nth-of-type(n + 5)', '20rem')}
`
