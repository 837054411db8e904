import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { theme } from '../../../../styles/theme'

// Under the price, whose bottom margin it shares, and before the choosers: a shopper finds it before choosing,
// and the keyboard goes from the sizes straight on to Add to Cart.
const Line = styled.p`
  margin: -1.25rem 0 1rem;
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
      <Link to="/$infoPage" params={{ infoPage: 'size-guide' }}>
        Size guide
      </Link>
    </Line>
  )
}
