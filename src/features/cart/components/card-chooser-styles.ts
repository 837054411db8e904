import styled from '@emotion/styled'
import { theme } from '../../../styles/theme'
import { AddButton } from './add-button'

export const Anchor = styled.div`
  position: relative;
`
/** A card's Add to Cart: as wide as the card. */
export const FullWidth = styled(AddButton)`
  width: 100%;
  min-width: 0;
`
export const Panel = styled.div`
  position: absolute;
  bottom: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: 5;
  padding: 0.75rem;
  border: 1px solid ${theme.color.text};
  background: ${theme.color.background};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  p {
    margin: 0 0 0.5rem;
    font-weight: ${theme.font.weight.bold};
  }
`
export const Message = styled.div`
  margin-top: 0.5rem;
  &:empty {
    margin-top: 0;
  }
`
/** A row of options. A sold-out one is struck through and greyed; the chosen colour gets a thicker frame drawn inside its border, so that choosing moves nothing. */
export const Options = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & + p {
    margin-top: 0.75rem;
  }
  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 0.5rem;
    border: 1px solid ${theme.color.text};
    border-radius: ${theme.radius};
    background: ${theme.color.background};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button:hover:not([aria-disabled]) {
    background: ${theme.color.text};
    color: ${theme.color.onAccent};
  }
  button[aria-pressed='true'] {
    box-shadow: inset 0 0 0 2px ${theme.color.text};
  }
  button[aria-disabled] {
    border-color: ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`
