// A toast: a short status message at the foot of the screen, where it shows wherever the page is scrolled. It is a
// polite live region, always in the page and empty and boxless while it says nothing, because a live region has to
// exist before its text changes for screen readers to announce the change. It never takes focus, and taps pass
// through it, so it cannot get in the way of what is under it; when it goes is its user's to decide.
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { theme } from '../styles/theme'

// A long product name or email wraps inside the box, which never grows wider than a 320 px screen.
const Note = styled.p`
  position: fixed;
  right: 1rem;
  bottom: calc(1rem + env(safe-area-inset-bottom, 0px));
  left: 1rem;
  z-index: 30;
  width: fit-content;
  max-width: 28rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-size: ${theme.font.size.small};
  overflow-wrap: anywhere;
  box-shadow: 0 6px 18px rgb(0 0 0 / 20%);
  pointer-events: none;
  &:empty {
    padding: 0;
    box-shadow: none;
  }
`

/** `children` is what it says now: nothing (an empty string, null) leaves the region in place, empty. */
export function Toast({ children }: { children: ReactNode }) {
  return <Note role="status">{children}</Note>
}
