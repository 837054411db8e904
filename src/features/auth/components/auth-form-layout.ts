import styled from '@emotion/styled'
import { theme } from '../../../styles/theme'

export const FormSection = styled.section`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 26rem;
  h2 {
    margin: 0.5rem 0;
    font-size: ${theme.font.size.heading};
  }
  > p {
    margin: 0 0 1.5rem;
    color: ${theme.color.muted};
  }
`

/** What the sign-in page asks of each form. */
export interface AuthFormHandle {
  /** Take the form's message away: the shopper has moved on to the other form. */
  clearMessage: () => void
}

/**
 * The forms' buttons: one case for all their labels, as the header's links have it, and each label on one line: a
 * button too narrow for its label goes to a row of its own instead.
 */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: space-between;
  button {
    flex: 1 1 auto;
    text-transform: uppercase;
    white-space: nowrap;
  }
`

/** Text with a link in it: the link a target of at least 24 px, as WCAG 2.2 asks. */
export const WithLink = styled.p`
  a {
    display: inline-block;
    min-height: 24px;
    padding: 0.25rem 0;
    color: inherit;
  }
`
