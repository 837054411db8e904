// The owners' dashboard on the real route tree and the demo's mock backend: orders placed, paid, refunded and
// returned through the shop's /api on several days; the owner signs in and sees net sales, orders, units and returns
// per period, agreeing to the cent with the accountant's CSV export of the same days, and the real shoppers' speed;
// staff see the counts of the work waiting and none of the money, which the /api does not send them.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { ordersCsv } from '../../src/features/admin/orders-csv'
import { toAdminOrder } from '../../src/features/admin/admin-order'
import { fetchOrdersBetween } from '../../src/lib/firebase/admin-orders'
import { formatCents } from '../../src/lib/money'
import { addDays, shopDay } from '../../src/lib/orders/shop-time'
import { ownerIdToken, staffIdToken } from '../support/id-tokens'
import { api, newAttemptId, payPage, shirt, startCheckout, tent } from '../support/shop-api'
import { forgetDailyTotals, orderOf } from '../support/api-state'
import { renderApp, signInBeforeRender } from './harness'

const DAY = 24 * 60 * 60 * 1000
const owner = () => ownerIdToken('boss')

afterEach(() => void vi.useRealTimers())

/** An order placed and paid `daysAgo` days before now (the shop's clock moved back for it). */
async function paidOrder(lines: unknown[], daysAgo: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() - daysAgo * DAY)
  const order = await startCheckout(lines)
  await payPage(order.sessionId, 'pay')
  vi.useRealTimers()
  return order
}

/** Orders on three days: one refunded in part (with its shipping paid), one sent back whole, one untouched. */
async function placeOrders() {
  const old = await paidOrder([shirt('S', 'navy')], 10)
  expect(orderOf(old.orderId).shippingCents).toBeGreaterThan(0)
  const week = await paidOrder([shirt('M', 'navy', 2)], 3)
  const today = await paidOrder([shirt('XL', 'coral'), tent()], 0)
  expect((await api(`/admin/orders/${old.orderId}/refund`, { body: { attemptId: newAttemptId(), amountCents: 1234 }, idToken: owner() })).status).toBe(200)
  expect((await api(`/admin/orders/${week.orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: '123' }, idToken: owner() })).status).toBe(200)
  expect((await api(`/orders/${week.orderId}/withdraw`, { body: { token: week.token } })).status).toBe(200)
  const back = { lines: [{ line: 0, quantity: 2, resell: 2 }], deductionCents: 0 }
  expect((await api(`/admin/orders/${week.orderId}/return`, { body: back, idToken: owner() })).status).toBe(200)
  return { old, week, today }
}

/**
 * Net sales of the orders paid on the shop's days from `from` to `to`, summed from the accountant's CSV: each row's
 * goods after its code (Subtotal − Discount, no Shipping), in the share of its Total it kept (less Refunded). The shop
 * here states no tax, so no row has any.
 */
async function csvNetSales(from: string, to: string): Promise<string> {
  const documents = await fetchOrdersBetween(new Date(Date.now() - 60 * DAY), new Date(Date.now() + DAY))
  const [head, ...rows] = ordersCsv(documents.flatMap(({ id, data }) => toAdminOrder(id, data) ?? []))
    .trim()
    .split('\r\n')
    .map((row) => row.split(','))
  const cell = (row: string[], name: string) => row[head!.indexOf(name)]!
  const money = (row: string[], name: string) => Math.round(Number(cell(row, name)) * 100)
  const inPeriod = rows.filter((row) => cell(row, 'Paid (UTC)') !== '' && shopDay(cell(row, 'Paid (UTC)')) >= from && shopDay(cell(row, 'Paid (UTC)')) <= to)
  for (const row of inPeriod) expect([money(row, 'Tax added'), money(row, 'VAT included')]).toEqual([0, 0])
  const cents = inPeriod.reduce((sum, row) => {
    const total = money(row, 'Total')
    return sum + Math.round(((money(row, 'Subtotal') - money(row, 'Discount')) * (total - money(row, 'Refunded'))) / total)
  }, 0)
  return formatCents(cents)
}

const report = async (body: object) => expect((await api('/vitals', { body, appCheck: null })).status).toBe(202)

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent

describe('/admin/dashboard', () => {
  it('shows the owner the figures of each period, to the cent those of the CSV export of the same days', async () => {
    await placeOrders()
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const today = shopDay(new Date().toISOString())
    const { user } = await renderApp('/admin/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument()

    // Last 7 days (the default): the shirts sent back and this morning's order.
    expect(screen.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page')
    expect(figure('Net sales')).toBe(await csvNetSales(addDays(today, -6), today))
    expect([figure('Orders'), figure('Units sold'), figure('Units returned')]).toEqual(['2', '4', '50%'])
    expect(
      within(screen.getByRole('list', { name: 'Best sellers' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/: 3 units$/), expect.stringMatching(/: 1 unit$/)])
    expect(screen.getByRole('table', { name: /Net sales per day/ }).querySelectorAll('tbody tr')).toHaveLength(7)
    expect(screen.getByText(/^Net sales: what the goods sold for after codes and refunds, without shipping and tax/)).toBeInTheDocument()
    // The chart's scale: a round amount at its top, over every day's bar, half of it, and nothing at its foot.
    const scale = screen.getByRole('figure').querySelector('[aria-hidden="true"]')!
    const [top, half, foot] = [...scale.children].map((mark) => mark.textContent!)
    // Each day's net sales and the same day's before (the other cells are days).
    const dayCents = [...screen.getByRole('table', { name: /Net sales per day/ }).querySelectorAll<HTMLTableRowElement>('tbody tr')]
      .flatMap((row) => [row.cells[1]!, row.cells[3]!])
      .map((amount) => Math.round(Number(amount.textContent!.replace('$', '')) * 100))
    const topCents = Math.round(Number(top!.replace('$', '')) * 100)
    expect(Math.max(...dayCents)).toBeGreaterThan(topCents / 2)
    expect(Math.max(...dayCents)).toBeLessThanOrEqual(topCents)
    expect([half, foot]).toEqual([formatCents(topCents / 2), '$0'])

    await user.click(screen.getByRole('link', { name: 'Last 30 days' }))
    await screen.findByRole('heading', { name: 'Last 30 days: sales' })
    expect(figure('Net sales')).toBe(await csvNetSales(addDays(today, -29), today))
    expect(figure('Orders')).toBe('3')
    expect(screen.getByRole('table', { name: /Net sales per day/ }).querySelectorAll('tbody tr')).toHaveLength(30)

    await user.click(screen.getByRole('link', { name: 'Today' }))
    await screen.findByRole('heading', { name: 'Today: sales' })
    expect(figure('Net sales')).toBe(await csvNetSales(today, today))
    expect(figure('Orders')).toBe('1')

    // The work waiting, counted by the server: today's order and the one refunded in part are still to ship.
    expect(screen.getByRole('link', { name: /^Orders to ship: / })).toHaveTextContent('Orders to ship: 2')
    expect(screen.getByRole('link', { name: /^Withdrawals waiting for the goods: / })).toHaveTextContent(': 0')
    expect(screen.getByRole('link', { name: /^Low-stock variants: / })).toHaveAttribute('href', '/admin/stock')
  })

  it('counts the orders stored before the dashboard at the owner’s press, once', async () => {
    await placeOrders()
    // The shop as it was before the daily totals: its orders unmarked, no totals.
    forgetDailyTotals()
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const today = shopDay(new Date().toISOString())
    const { user } = await renderApp('/admin/dashboard?days=30')
    await screen.findByRole('heading', { name: 'Last 30 days: sales' }, { timeout: 5000 })
    expect(figure('Net sales')).toBe('$0')
    await user.click(screen.getByRole('button', { name: 'Count older orders' }))
    await waitFor(async () => expect(await screen.findByText('Done: 3 older orders added to the figures.', {}, { timeout: 5000 })).toHaveFocus())
    await waitFor(() => expect(figure('Orders')).toBe('3'))
    expect(figure('Net sales')).toBe(await csvNetSales(addDays(today, -29), today))
    await user.click(screen.getByRole('button', { name: 'Count older orders' }))
    expect(await screen.findByText('Done: 0 older orders added to the figures.', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(figure('Orders')).toBe('3')
  })

  it('shows staff the counts of the work waiting and none of the money, which the /api does not send them either', async () => {
    // Paid and not shipped: the order refunded in part, today's, and one more.
    await placeOrders()
    const waiting = await startCheckout([shirt('M', 'navy')])
    await payPage(waiting.sessionId, 'pay')
    await report({ kind: 'product', lcp: 1200 })
    await signInBeforeRender(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
    await renderApp('/admin/dashboard')
    expect(await screen.findByRole('link', { name: 'Orders to ship: 3' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Withdrawals waiting for the goods: 0' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    for (const money of ['Net sales', 'Average order', 'Best sellers', /Net sales per day/, /sales$/, 'Count older orders', 'Real shoppers’ speed'])
      expect(screen.queryByText(money)).not.toBeInTheDocument()
    // The low-stock count, a number the /api works out for them: no link to the owners' Low stock page.
    expect(within(screen.getByRole('list', { name: 'Waiting for you' })).getByText(/^Low-stock variants: \d+$/).tagName).toBe('LI')
    expect(screen.queryByRole('link', { name: /^Low-stock variants/ })).not.toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    // What the /api answers a staff member's token holds none of it either.
    const answer = await api('/admin/dashboard', { idToken: staffIdToken('sam') })
    expect(answer).toEqual({
      status: 200,
      json: { today: shopDay(new Date().toISOString()), work: { toShip: 3, awaitingGoods: 0 }, lowStock: expect.any(Number) },
    })
  })

  it('shows the owner the real shoppers’ speed of each kind of page, rated in words, linked to the Speed page', async () => {
    for (const lcp of [1200, 1500, 2300, 5200]) await report({ kind: 'product', lcp, inp: 90, cls: 0.02 })
    await report({ kind: 'home', lcp: 3100, inp: 350, cls: 0.31 })
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { user } = await renderApp('/admin/dashboard')
    const speed = await screen.findByRole('region', { name: 'Real shoppers’ speed' }, { timeout: 5000 })
    // Read by the route's loader beside the other figures: there as soon as the panel is.
    const product = within(speed).getByRole('list', { name: 'Product pages' })
    expect(
      within(product)
        .getAllByRole('listitem')
        .map((metric) => metric.textContent),
    ).toEqual(['LCP 2.3 sGood', 'INP 100 msGood', 'CLS 0.02Good'])
    const home = within(speed).getByRole('list', { name: 'Home page' })
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((metric) => metric.textContent),
    ).toEqual(['LCP 3.1 sNeeds improvement', 'INP 350 msNeeds improvement', 'CLS 0.40Poor'])
    expect(speed).toHaveTextContent('Product pages (4 visits)')
    expect(speed).toHaveTextContent('LCP good up to 2.5 s, poor above 4.0 s; INP good up to 200 ms, poor above 500 ms; CLS good up to 0.10, poor above 0.25')
    await user.click(within(speed).getByRole('link', { name: 'Speed in detail' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Speed' }, { timeout: 5000 })).toBeInTheDocument()
  })
})
