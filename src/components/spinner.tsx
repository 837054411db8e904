import { keyframes } from '@emotion/react'
import styled from '@emotion/styled'
import { theme } from '../styles/theme'
import { VisuallyHidden } from './visually-hidden'

const spin = keyframes`to { transform: rotate(360deg); }`

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`

const Ring = styled.span`
  width: 50px;
  height: 50px;
  border: 3px solid ${theme.color.border};
  border-top-color: ${theme.color.text};
  border-radius: 50%;
  animation: ${spin} 1s linear infinite;
`

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Wrapper role="status">
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  )
}
