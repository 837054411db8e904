// The dashboard's glance at the real shoppers' speed: per kind of page, the 75th percentile of LCP, INP and CLS over
// the last days, each rated in words by Google's thresholds, and a link to the Speed page that details them. It
// reads what the Speed page reads (realSpeedQueryOptions), so the two never disagree.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { METRICS } from '../../../lib/vitals/buckets'
import { theme } from '../../../styles/theme'
import { Panel } from '../../orders/components/order-styles'
import { realSpeedQueryOptions } from '../api/real-speed-query'
import { SPEED_DAYS, type KindSummary } from '../../../lib/vitals/speed-summary'
import { formatP75 } from '../real-speed'
import { KIND_NAMES, RatingBadge, thresholdText } from './speed-words'

const Kinds = styled.ul`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  li {
    padding: 0.5rem 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0.25rem 0 0;
    padding: 0;
    list-style: none;
  }
  ul li {
    padding: 0;
    border: 0;
  }
`

function KindLine({ summary }: { summary: KindSummary }) {
  return (
    <li>
      <strong>{KIND_NAMES[summary.kind]}</strong> ({summary.visits} {summary.visits === 1 ? 'visit' : 'visits'})
      <ul aria-label={KIND_NAMES[summary.kind]}>
        {METRICS.map((metric) => {
          const measured = summary.metrics[metric]
          return (
            <li key={metric}>
              {metric.toUpperCase()}{' '}
              {measured ? (
                <>
                  {formatP75(metric, measured.p75)}
                  <RatingBadge rating={measured.rating} />
                </>
              ) : (
                'not measured'
              )}
            </li>
          )
        })}
      </ul>
    </li>
  )
}

export function SpeedSummary() {
  const { data, isError } = useQuery(realSpeedQueryOptions())
  let body
  if (isError) body = <p>The speed could not be read. Reload the page to try again.</p>
  else if (!data) body = <p>Reading the speed…</p>
  else if (data.length === 0) body = <p>No visit has been measured in the last {SPEED_DAYS} days.</p>
  else
    body = (
      <Kinds aria-labelledby="dashboard-speed">
        {data.map((summary) => (
          <KindLine key={summary.kind} summary={summary} />
        ))}
      </Kinds>
    )
  return (
    <Panel aria-labelledby="dashboard-speed">
      <h2 id="dashboard-speed">Real shoppers’ speed</h2>
      <p>
        The last {SPEED_DAYS} days, three visits in four at least this fast (the 75th percentile):{' '}
        {METRICS.map((metric) => `${metric.toUpperCase()} ${thresholdText(metric)}`).join('; ')}.
      </p>
      {body}
      <Link to="/admin/speed">Speed in detail</Link>
    </Panel>
  )
}
