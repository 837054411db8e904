// Net sales per day of the period as bars, the period before behind them as wider pale bars, on a scale of round
// amounts marked at its top, middle and foot: inline SVG that stretches to its column (a phone's 320 px too), no chart
// library. The picture is hidden from screen readers, which read the same numbers from the table beside it, shown to
// nobody else.
import styled from '@emotion/styled'
import { visuallyHiddenStyles } from '../../../components/visually-hidden'
import { formatCents } from '../../../lib/money'
import { theme } from '../../../styles/theme'
import type { DayBar } from '../dashboard-figures'

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: 10rem;
    border-bottom: 1px solid ${theme.color.text};
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    margin-top: 0.5rem;
    color: ${theme.color.muted};
    font-size: ${theme.font.size.small};
  }
`
const Key = styled.span<{ pale?: boolean }>`
  &::before {
    content: '';
    display: inline-block;
    width: 0.75rem;
    height: 0.75rem;
    margin-right: 0.375rem;
    vertical-align: -0.05rem;
    background: ${({ pale }) => (pale ? theme.color.border : theme.color.text)};
  }
`
// The scale's amounts beside the bars: one line each, the first centred on the top line, the last on the foot.
const Plot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0 0.5rem;
`
const Scale = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  height: calc(10rem + 1em);
  margin: -0.5em 0;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
  line-height: 1;
  text-align: end;
  white-space: nowrap;
`

// The box around the table is hidden, not the table: a table is never narrower than its cells, and would widen the page.
const HiddenTable = styled.div`
  ${visuallyHiddenStyles}
`

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
/** '28 Nov' of a shop day 'yyyy-mm-dd' (the day itself, whatever the reader's zone). */
const dayText = (day: string): string => DAY_FORMAT.format(new Date(`${day}T12:00:00Z`))

const SLOT = 10
const HEIGHT = 100

/** The scale's top: the least of 1, 2, 2.5 or 5 times a power of ten, in whole units of money, at or over `cents`. */
function scaleTop(cents: number): number {
  const units = Math.max(1, cents / 100)
  const power = 10 ** Math.floor(Math.log10(units))
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * power >= units)!
  return Math.round(step * power * 100)
}

export function SalesChart({ days }: { days: DayBar[] }) {
  const top = scaleTop(Math.max(0, ...days.flatMap((bar) => [bar.salesCents, bar.previousSalesCents])))
  const height = (cents: number) => (Math.max(0, cents) / top) * HEIGHT
  return (
    <Figure>
      <Plot>
        <Scale aria-hidden="true">
          <span>{formatCents(top)}</span>
          <span>{formatCents(top / 2)}</span>
          <span>{formatCents(0)}</span>
        </Scale>
        <svg viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {[0, HEIGHT / 2].map((y) => (
            <line key={y} x1={0} x2={days.length * SLOT} y1={y} y2={y} stroke={theme.color.border} strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((bar, index) => (
            <g key={bar.day}>
              <rect
                x={index * SLOT + 1}
                width={SLOT - 2}
                y={HEIGHT - height(bar.previousSalesCents)}
                height={height(bar.previousSalesCents)}
                fill={theme.color.border}
              />
              <rect x={index * SLOT + 3} width={SLOT - 6} y={HEIGHT - height(bar.salesCents)} height={height(bar.salesCents)} fill={theme.color.text} />
            </g>
          ))}
        </svg>
      </Plot>
      <figcaption>
        <span>
          {dayText(days[0]!.day)}
          {days.length > 1 && ` – ${dayText(days.at(-1)!.day)}`}
        </span>
        <Key>This period</Key>
        <Key pale>The period before</Key>
      </figcaption>
      <HiddenTable>
        <table>
          <caption>Net sales per day, beside the same day of the period before</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Net sales</th>
              <th scope="col">Same day of the period before</th>
              <th scope="col">Net sales then</th>
            </tr>
          </thead>
          <tbody>
            {days.map((bar) => (
              <tr key={bar.day}>
                <th scope="row">{dayText(bar.day)}</th>
                <td>{formatCents(bar.salesCents)}</td>
                <td>{dayText(bar.previousDay)}</td>
                <td>{formatCents(bar.previousSalesCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HiddenTable>
    </Figure>
  )
}
