import styled from '@emotion/styled'
import { theme } from '../styles/theme'

/** The centred column, with padding, that every page sits in. */
export const PageColumn = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.25rem 2.5rem 3rem;
  ${theme.breakpoint.narrow} {
    padding: 0.75rem 1rem 2rem;
  }
`

// At least a screen high, so that the footer starts below the first screen: a page whose main region fills in
// once the app runs (checkout's cart, a search's results) then moves nothing the shopper sees (no layout shift).
export const Main = styled.main`
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`

export const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 20;
  padding: 0.75rem 1rem;
  background: ${theme.color.text};
  color: ${theme.color.onAccent};
  &:focus {
    top: 1rem;
  }
`

// A title may quote what the shopper typed, one long word included: it wraps rather than widen the page.
export const PageTitle = styled.h1`
  margin: 0 0 1.5rem;
  font-size: ${theme.font.size.display};
  text-align: center;
  overflow-wrap: break-word;
  &:focus {
    outline: none;
  }
`
