// The orders of a date range as a CSV file for the accountant: the owner picks the first and last day (UTC), the
// orders placed in between are read from Firestore and the paid ones offered as a download, with how many there were
// and how many checkouts never paid were left out.
import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { Notice, Panel, Problems } from '../../orders/components/order-styles'
import { toAdminOrder } from '../admin-order'
import { exportedOrders, ordersCsv } from '../orders-csv'

const DAY_MS = 24 * 60 * 60 * 1000
type Export = { href: string; file: string; count: number; leftOut: number } | { error: string } | null

export function OrdersExport() {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Export>(null)
  // A file offered before is let go when another replaces it or the page goes.
  useEffect(() => () => void (result && 'href' in result && URL.revokeObjectURL(result.href)), [result])

  async function exportOrders(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const from = new Date(`${String(form.get('from'))}T00:00:00Z`)
    const last = new Date(`${String(form.get('to'))}T00:00:00Z`)
    if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime()) || last < from)
      return setResult({ error: 'Choose a first day on or before the last day.' })
    setBusy(true)
    try {
      const { fetchOrdersBetween } = await import('../../../lib/firebase/admin-orders')
      const documents = await fetchOrdersBetween(from, new Date(last.getTime() + DAY_MS))
      const orders = documents.flatMap(({ id, data }) => toAdminOrder(id, data) ?? [])
      const href = URL.createObjectURL(new Blob([ordersCsv(orders)], { type: 'text/csv;charset=utf-8' }))
      const { paid, leftOut } = exportedOrders(orders)
      setResult({ href, file: `orders-${String(form.get('from'))}-to-${String(form.get('to'))}.csv`, count: paid.length, leftOut })
    } catch {
      setResult({ error: 'The orders could not be read. Check your connection and try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Panel aria-labelledby="orders-export">
      <h2 id="orders-export">Export for the accountant</h2>
      <p>One row per paid order, placed on the days chosen. Checkouts never paid (left, expired or cancelled) are no sales: the file leaves them out.</p>
      <form onSubmit={(event) => void exportOrders(event)}>
        <FormInput label="First day (UTC)" name="from" type="date" required />
        <FormInput label="Last day (UTC)" name="to" type="date" required />
        <Button type="submit" disabled={busy}>
          Export CSV
        </Button>
      </form>
      {result &&
        ('error' in result ? (
          <Problems role="alert">
            <p>{result.error}</p>
          </Problems>
        ) : (
          <Notice role="status">
            {result.count === 1 ? '1 paid order' : `${result.count} paid orders`} in those days
            {result.leftOut > 0 && <>; {result.leftOut === 1 ? '1 checkout' : `${result.leftOut} checkouts`} never paid left out (no sale)</>}.{' '}
            <a href={result.href} download={result.file}>
              Download {result.file}
            </a>
          </Notice>
        ))}
    </Panel>
  )
}
