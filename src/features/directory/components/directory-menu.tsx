import styled from '@emotion/styled'
import { DIRECTORY_SECTIONS } from '../sections'
import { DirectoryTile } from './directory-tile'

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: 1rem;
`

export function DirectoryMenu() {
  return (
    <Grid aria-label="Collections">
      {DIRECTORY_SECTIONS.map((section, index) => (
        <DirectoryTile key={section.id} section={section} eager={index < 3} first={index === 0} />
      ))}
    </Grid>
  )
}
