// "Real shoppers' speed": per kind of page, the 75th percentile of LCP, INP and CLS over the last 7 days of measured
// visits, each rated by Google's thresholds in words (and a colour beside them), with the number of visits measured.
// Self-contained: it reads its own data, so it can sit on any back office page an owner opens.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { METRICS, type Metric } from '../../../lib/vitals/buckets'
import { theme } from '../../../styles/theme'
import { realSpeedQueryOptions } from '../api/real-speed-query'
import { SPEED_DAYS, type KindSummary } from '../../../lib/vitals/speed-summary'
import { formatP75 } from '../real-speed'
import { KIND_NAMES, RatingBadge, thresholdText } from './speed-words'

const METRIC_NAMES: Record<Metric, string> = {
  lcp: 'Largest Contentful Paint (loading)',
  inp: 'Interaction to Next Paint (response)',
  cls: 'Cumulative Layout Shift (stability)',
}

const Kinds = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 1rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  h3 {
    margin: 0;
    font-size: ${theme.font.size.large};
  }
  dl {
    margin: 0.75rem 0 0;
  }
  dt {
    font-size: ${theme.font.size.small};
    color: ${theme.color.muted};
  }
  dd {
    margin: 0 0 0.5rem;
    overflow-wrap: break-word;
  }
`

function KindCard({ summary }: { summary: KindSummary }) {
  return (
    <li>
      <h3>{KIND_NAMES[summary.kind]}</h3>
      <p>
        {summary.visits} {summary.visits === 1 ? 'visit' : 'visits'} measured
      </p>
      <dl>
        {METRICS.map((metric) => {
          const measured = summary.metrics[metric]
          return (
            <div key={metric}>
              <dt>{METRIC_NAMES[metric]}</dt>
              <dd>
                {measured ? (
                  <>
                    {formatP75(metric, measured.p75)}
                    <RatingBadge rating={measured.rating} />
                  </>
                ) : (
                  'Not measured'
                )}
              </dd>
            </div>
          )
        })}
      </dl>
    </li>
  )
}

export function RealSpeedPanel() {
  const headingId = useId()
  const { data, isError } = useQuery(realSpeedQueryOptions())
  let body
  if (isError) body = <p>The speed could not be read. Reload the page to try again.</p>
  else if (!data) body = <p>Reading the speed…</p>
  else if (data.length === 0) body = <p>No visit has been measured in the last {SPEED_DAYS} days.</p>
  else
    body = (
      <Kinds>
        {data.map((summary) => (
          <KindCard key={summary.kind} summary={summary} />
        ))}
      </Kinds>
    )
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Real shoppers’ speed</h2>
      <p>
        How fast the shop was for a share of real visits over the last {SPEED_DAYS} days: for each kind of page, the time or score three visits in four did at
        least as well as (the 75th percentile), rated by Google’s thresholds (
        {METRICS.map((metric) => `${metric.toUpperCase()} ${thresholdText(metric)}`).join('; ')}).
      </p>
      {body}
    </section>
  )
}
