import styled from '@emotion/styled'
import { theme } from '../../styles/theme'

const Note = styled.p`
  margin: -1.25rem -2.5rem 0.75rem;
  padding: 0.375rem 1rem;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  color: ${theme.color.text};
  font-size: ${theme.font.size.small};
  text-align: center;
  ${theme.breakpoint.narrow} {
    margin: -0.75rem -1rem 0.5rem;
  }
`

/**
 * Says on every page of the demo build (the built-in mock backend) that nothing here is real. A build for a real
 * project does not contain it (__DEMO_BACKEND__).
 */
export function DemoNotice() {
  return (
    <Note role="note">
      <strong>Demo shop:</strong> no real accounts, payments or orders. Accounts and carts stay in this browser.
    </Note>
  )
}
