// How the back office names the real shoppers' speed: the kinds of page, each rating in words (a colour beside it,
// never alone) and Google's thresholds. The Speed page and the dashboard's summary both say it this way.
import styled from '@emotion/styled'
import { METRIC_SCALES, type Metric, type Rating } from '../../../lib/vitals/buckets'
import type { PageKind } from '../../../lib/vitals/page-kind'
import { theme } from '../../../styles/theme'
import { formatP75 } from '../real-speed'

export const KIND_NAMES: Record<PageKind, string> = {
  home: 'Home page',
  collection: 'Collection pages',
  product: 'Product pages',
  search: 'Search',
  checkout: 'Checkout',
  account: 'Account and sign-in',
  info: 'Information pages',
  other: 'Other pages',
}

const RATINGS: Record<Rating, { text: string; color: string }> = {
  good: { text: 'Good', color: '#0b6b2e' },
  'needs-improvement': { text: 'Needs improvement', color: '#8a4b00' },
  poor: { text: 'Poor', color: theme.color.danger },
}

export const thresholdText = (metric: Metric) => {
  const { good, poor } = METRIC_SCALES[metric]
  return `good up to ${formatP75(metric, { value: good, over: false })}, poor above ${formatP75(metric, { value: poor, over: false })}`
}

const Badge = styled.span<{ color: string }>`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0 0.4rem;
  border: 2px solid ${({ color }) => color};
  border-radius: ${theme.radius};
  color: ${({ color }) => color};
  font-size: ${theme.font.size.small};
  font-weight: ${theme.font.weight.bold};
`

/** A rating in words, framed in its colour. */
export const RatingBadge = ({ rating }: { rating: Rating }) => <Badge color={RATINGS[rating].color}>{RATINGS[rating].text}</Badge>
