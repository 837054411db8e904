import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { SHOP_MONEY } from '../../../../lib/money'
import { theme } from '../../../../styles/theme'

// Under the price, whose bottom margin it shares, and before the choosers: what the price holds where the shop states
// tax (EU price indication: "Including VAT"), and the size guide, which a shopper finds before choosing; the keyboard
// goes from the sizes straight on to Add to Cart.
const Line = styled.p`
  margin: -1.25rem 0 1rem;
  font-size: ${theme.font.size.small};
  a {
    display: inline-block;
    padding: 0.25rem 0;
  }
`

/** What the shop's tax mode makes the price: nothing to say when the shop states no tax. */
const TAX_WORDS = { none: null, included: 'Including VAT, plus', added: 'Plus tax and' } as const

/** The terms of the price (tax, shipping) and the size guide's link, on one line; nothing when there is neither. */
export function PriceTerms({ sizeGuide }: { sizeGuide: boolean }) {
  const taxWords = TAX_WORDS[SHOP_MONEY.taxMode]
  if (!taxWords && !sizeGuide) return null
  return (
    <Line>
      {taxWords && (
        <>
          {taxWords}{' '}
          <Link to="/$infoPage" params={{ infoPage: 'shipping' }}>
            shipping
          </Link>
          {sizeGuide && ' · '}
        </>
      )}
      {sizeGuide && (
        <Link to="/$infoPage" params={{ infoPage: 'size-guide' }}>
          Size guide
        </Link>
      )}
    </Line>
  )
}
