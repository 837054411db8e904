// The price a shopper reads of an item: the price in force and, on a line of its own, the reduction when there is
// one ("was $45 · 33% off", from the lowest price of the 30 days before the sale: sale-price.ts). Where the page may
// learn of a sale after it is shown (a prerendered page, then the live catalog), the reduction's line keeps its room
// when empty (`reserve`), so its arrival moves nothing. The line breaks only between its two halves, where it must
// (a card at 320 px).
import styled from '@emotion/styled'
import { formatCents } from '../../../lib/money'
import { percentOff, type Offer } from '../../../lib/catalog/offer'
import { theme } from '../../../styles/theme'

const Tag = styled.span`
  display: inline-flex;
  flex-direction: column;
`
const Reduction = styled.span<{ reserve: boolean }>`
  font-size: ${theme.font.size.small};
  line-height: 1.5;
  min-height: ${({ reserve }) => (reserve ? '1.5em' : '0')};
  color: ${theme.color.muted};
`

const NBSP = '\u00a0'

export function PriceTag({ offer, reserve = false, className }: { offer: Offer; reserve?: boolean; className?: string }) {
  const { cents, wasCents } = offer
  return (
    <Tag className={className}>
      <span>{formatCents(cents)}</span>
      {(wasCents !== undefined || reserve) && (
        <Reduction reserve={reserve}>
          {wasCents !== undefined && (
            // No-break spaces hold each half together: 'was $45.00 ·' and '33% off'.
            <>
              was{NBSP}
              <s>{formatCents(wasCents)}</s>
              {NBSP}· {percentOff(offer)}%{NBSP}off
            </>
          )}
        </Reduction>
      )}
    </Tag>
  )
}
