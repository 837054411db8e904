import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { theme } from '../../../../styles/theme'

// Just under the size chooser, whose bottom margin it takes over.
const Line = styled.p`
  margin: -0.75rem 0 1.25rem;
  font-size: ${theme.font.size.small};
  a {
    display: inline-block;
    padding: 0.25rem 0;
  }
`

/** The size guide's measurements, for a shopper choosing a size. */
export function SizeGuideLink() {
  return (
    <Line>
      <Link to="/size-guide">Size guide</Link>
    </Line>
  )
}
