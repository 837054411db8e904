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

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: space-between;
  button {
    flex: 1 1 10rem;
  }
`
