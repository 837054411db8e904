import styled from '@emotion/styled'
import type { ReactNode, Ref } from 'react'
import { theme } from '../../../styles/theme'

const Box = styled.div`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.danger};
  background: #fdf2f1;
  color: ${theme.color.text};
  p {
    margin: 0;
  }
  button {
    margin-top: 0.5rem;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font-weight: ${theme.font.weight.bold};
    text-decoration: underline;
    cursor: pointer;
    min-height: 24px;
  }
`

/**
 * A form's error, announced as soon as it appears. The region is always there so screen readers track it; the
 * message itself takes focus when its form sends it there (`box`).
 */
export function FormAlert({ id, box, children }: { id: string; box?: Ref<HTMLDivElement>; children?: ReactNode }) {
  return (
    <div id={id} role="alert">
      {children ? (
        <Box ref={box} tabIndex={-1}>
          {children}
        </Box>
      ) : null}
    </div>
  )
}
