import styled from '@emotion/styled'
import { useState } from 'react'
import { theme } from '../../../../styles/theme'

export interface GalleryView {
  url: string
  /** What the view shows: 'Navy', 'close-up'. */
  label: string
}

const Figure = styled.div`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`
const Main = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`
const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: block;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${theme.radius};
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.text};
  }
  img {
    display: block;
    width: 72px;
    height: 72px;
    border-radius: ${theme.radius};
  }
`

/**
 * The item's pictures: the one shown, and a button per view to show another (Tab to a view, Enter or Space to show
 * it; the pressed one is the one shown). The parent gives it a new key when the views change.
 */
export function ProductGallery({ name, views }: { name: string; views: readonly GalleryView[] }) {
  const [index, setIndex] = useState(0)
  const shown = views[index] ?? views[0]
  if (!shown) return null
  return (
    <Figure role="group" aria-label="Pictures">
      <Main src={shown.url} alt={`${name}, ${shown.label}`} width={480} height={480} fetchPriority="high" />
      {views.length > 1 && (
        <Thumbs>
          {views.map((view, viewIndex) => (
            <li key={view.url}>
              <button type="button" aria-pressed={viewIndex === index} aria-label={`Show ${view.label}`} onClick={() => setIndex(viewIndex)}>
                <img src={view.url} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </Figure>
  )
}
