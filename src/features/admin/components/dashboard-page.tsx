// The dashboard: the shop's money and work at a glance. For owners, for today, the last 7 or the last 30 of the
// shop's days: net sales (the goods after codes and refunds, without shipping and tax: netSalesCents), orders, the average order, units sold and the share that came
// back, each beside the period before; net sales per day; the five best sellers; the work waiting; and the real
// shoppers' speed. Staff see the work waiting alone: the money is the owners' (decision 032), and the /api's answer
// to staff holds none of it (src/lib/api/dashboard.ts).
import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatCents } from '../../../lib/money'
import type { DayFigures } from '../../../lib/orders/daily-totals'
import { theme } from '../../../styles/theme'
import { OrderRows, Panel } from '../../orders/components/order-styles'
import { mayDo, type BackOfficeRole } from '../../../lib/back-office-roles'
import { dashboardQueryOptions } from '../api/dashboard-query'
import { dashboardFigures, percentText, type PeriodFigures } from '../dashboard-figures'
import { PERIODS, type PeriodDays } from '../dashboard-search'
import { CountOlderOrders } from './count-older-orders'
import { SalesChart } from './sales-chart'
import { SpeedSummary } from './speed-summary'
import { WorkWaiting } from './work-waiting'

const Periods = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    color: inherit;
  }
  a[aria-current='page'] {
    border-color: ${theme.color.text};
    font-weight: ${theme.font.weight.bold};
  }
`
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 1rem;
  margin: 0 0 1.5rem;
  div {
    padding: 0.75rem;
    background: ${theme.color.surface};
  }
  dt {
    color: ${theme.color.muted};
    font-size: ${theme.font.size.small};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: ${theme.font.size.large};
    font-weight: ${theme.font.weight.bold};
  }
  dd + dd {
    font-size: ${theme.font.size.small};
    font-weight: ${theme.font.weight.regular};
    color: ${theme.color.muted};
  }
`

const Meaning = styled.p`
  margin: -0.75rem 0 1.5rem;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
`

const PERIOD_TEXT: Record<PeriodDays, string> = { 1: 'Today', 7: 'Last 7 days', 30: 'Last 30 days' }

const cents = (value: number | null) => (value === null ? '–' : formatCents(value))

const FIGURES: { label: string; of: (figures: PeriodFigures) => string }[] = [
  { label: 'Net sales', of: (figures) => formatCents(figures.salesCents) },
  { label: 'Orders', of: (figures) => String(figures.orders) },
  { label: 'Average order', of: (figures) => cents(figures.averageCents) },
  { label: 'Units sold', of: (figures) => String(figures.units) },
  { label: 'Units returned', of: (figures) => percentText(figures.returnedShare) },
]

export function Dashboard({ role, days }: { role: BackOfficeRole; days: PeriodDays }) {
  const { data } = useSuspenseQuery(dashboardQueryOptions())
  return (
    <>
      {data.byDay && <Sales byDay={data.byDay} today={data.today} days={days} />}
      <WorkWaiting role={role} work={data.work} lowStock={data.lowStock} />
      {mayDo(role, 'speed') && <SpeedSummary />}
      {mayDo(role, 'sales') && <CountOlderOrders figures="dashboard" />}
    </>
  )
}

function Sales({ byDay, today, days }: { byDay: ReadonlyMap<string, DayFigures>; today: string; days: PeriodDays }) {
  const figures = dashboardFigures(byDay, today, days)
  return (
    <>
      <nav aria-label="Period">
        <Periods>
          {PERIODS.map((period) => (
            <li key={period}>
              <Link to="/admin/dashboard" search={{ days: period }} aria-current={period === days ? 'page' : undefined}>
                {PERIOD_TEXT[period]}
              </Link>
            </li>
          ))}
        </Periods>
      </nav>
      <Panel aria-labelledby="dashboard-sales">
        <h2 id="dashboard-sales">{PERIOD_TEXT[days]}: sales</h2>
        <Figures>
          {FIGURES.map(({ label, of }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{of(figures.current)}</dd>
              <dd>Period before: {of(figures.previous)}</dd>
            </div>
          ))}
        </Figures>
        <Meaning>Net sales: what the goods sold for after codes and refunds, without shipping and tax.</Meaning>
        <SalesChart days={figures.days} />
      </Panel>
      <Panel aria-labelledby="dashboard-best">
        <h2 id="dashboard-best">Best sellers</h2>
        {figures.topItems.length === 0 ? (
          <p>Nothing sold in this period.</p>
        ) : (
          <OrderRows as="ol" aria-labelledby="dashboard-best">
            {figures.topItems.map((item) => (
              <li key={item.key}>
                {item.name}: {item.units === 1 ? '1 unit' : `${item.units} units`}
              </li>
            ))}
          </OrderRows>
        )}
      </Panel>
    </>
  )
}
