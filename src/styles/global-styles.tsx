import { Global, css } from '@emotion/react'
import { theme } from './theme'

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    color: ${theme.color.text};
    background: ${theme.color.background};
    line-height: 1.5;
  }
  img {
    display: block;
    max-width: 100%;
  }
  button,
  input {
    font: inherit;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: ${theme.focusRing.width} solid ${theme.color.focus};
    outline-offset: ${theme.focusRing.offset};
  }
  h1,
  h2 {
    line-height: 1.2;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`

export function GlobalStyles() {
  return <Global styles={styles} />
}
