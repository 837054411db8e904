import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { theme } from '../styles/theme'

export type ButtonVariant = 'primary' | 'inverted' | 'google' | 'danger'

const colours: Record<ButtonVariant, { bg: string; fg: string; border: string; hoverBg: string; hoverFg: string }> = {
  primary: { bg: theme.color.accent, fg: theme.color.onAccent, border: theme.color.accent, hoverBg: '#ffffff', hoverFg: theme.color.accent },
  inverted: { bg: '#ffffff', fg: theme.color.accent, border: theme.color.accent, hoverBg: theme.color.accent, hoverFg: '#ffffff' },
  google: { bg: theme.color.google, fg: '#ffffff', border: theme.color.google, hoverBg: '#1e429f', hoverFg: '#ffffff' },
  // What cannot be undone (deleting an account).
  danger: { bg: theme.color.danger, fg: '#ffffff', border: theme.color.danger, hoverBg: '#ffffff', hoverFg: theme.color.danger },
}

export const Button = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: ButtonVariant }>(({ variant = 'primary' }) => {
  const c = colours[variant]
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '10rem',
    minHeight: '3rem',
    padding: '0 1.5rem',
    border: `1px solid ${c.border}`,
    borderRadius: theme.radius,
    background: c.bg,
    color: c.fg,
    fontSize: theme.font.size.small,
    fontWeight: theme.font.weight.bold,
    letterSpacing: '0.02em',
    cursor: 'pointer',
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: c.hoverBg, color: c.hoverFg },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    // Unavailable but still focusable (it says why when pressed): plainly not a button to press, its text still legible.
    '&[aria-disabled="true"]': { background: theme.color.surface, color: theme.color.muted, borderColor: theme.color.border, cursor: 'not-allowed' },
  }
})

/** A small outlined button for a control inside a panel or notice ('Undo', 'Filter and sort'): a 44 px target. */
export const outlinedButton = css`
  min-width: 44px;
  min-height: 44px;
  padding: 0 1rem;
  border: 1px solid ${theme.color.accent};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  color: ${theme.color.accent};
  font: inherit;
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
`
