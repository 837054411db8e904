import { theme } from '../styles/theme'

/** Header links and the SIGN OUT button look alike and keep a 48px target. */
export const navItemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: '0 0.9rem',
  border: 0,
  background: 'none',
  color: 'inherit',
  fontSize: theme.font.size.body,
  letterSpacing: '0.03em',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  [theme.breakpoint.narrow]: { padding: '0 0.5rem', fontSize: theme.font.size.small },
  // A phone's row holds SHOP, CONTACT, the account, SIGN OUT, the wishlist and the cart (390 px).
  [theme.breakpoint.phone]: { padding: '0 0.4rem', letterSpacing: 0 },
  [theme.breakpoint.tiny]: { padding: '0 0.3rem', fontSize: '0.85rem', letterSpacing: 0 },
} as const
