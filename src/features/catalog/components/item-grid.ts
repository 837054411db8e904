import styled from '@emotion/styled'

// Four across, as the overview's previews are four items long.

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
`
