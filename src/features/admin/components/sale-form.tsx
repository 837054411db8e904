// The item's sale: a lower price from one moment to another, which the shop charges and shows within that time.
// What a shopper is shown it is reduced from is the lowest price of the 30 days before the sale starts, from the
// item's price history: the form says which, or that no reduction is shown (the price was as low or lower lately).
// Saved through the owner's /api on the item's revision, as the item's details are.
import styled from '@emotion/styled'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { formatPrice, SHOP_CURRENCY } from '../../../lib/money'
import { theme } from '../../../styles/theme'
import { newAttemptId } from '../../orders/attempt'
import type { AdminItem } from '../../../lib/catalog/admin-catalog'
import { saveItem, type ItemChanges } from '../api/catalog-actions'
import { refreshCatalog } from '../api/refresh-catalog'
import { localField, saleChange } from '../sale-changes'
import { ActionOutcome, type Outcome } from './action-outcome'
import { shopTime } from '../../../lib/orders/shop-time'

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`
const Note = styled.p`
  margin: 0 0 1.25rem;
  color: ${theme.color.muted};
`

const when = (iso: string) => shopTime(iso)

/** The sale as it stands, in words. */
function saleText({ sale }: AdminItem): string {
  if (!sale) return 'No sale is set.'
  const window = `${formatPrice(sale.price)} from ${when(sale.from)} until ${when(sale.until)}`
  if (Date.parse(sale.until) <= Date.now()) return `The last sale, ${window}, has ended.`
  return sale.was !== undefined
    ? `On sale at ${window}. Shoppers see it reduced from ${formatPrice(sale.was)}, the lowest price of the 30 days before it starts.`
    : `On sale at ${window}. Shoppers see no reduction: the price was as low or lower in the 30 days before it starts.`
}

export function SaleForm({ collectionId, item }: { collectionId: string; item: AdminItem }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const attempt = useRef(newAttemptId())

  async function send(changes: ItemChanges, done: string) {
    setBusy(true)
    setOutcome(null)
    const answer = await saveItem(collectionId, item.id, { attemptId: attempt.current, revision: item.revision, changes })
    attempt.current = newAttemptId()
    if (answer.ok) await refreshCatalog(queryClient)
    setBusy(false)
    setOutcome(answer.ok ? { ok: true, text: done } : { ok: false, text: answer.message, stale: answer.stale })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const change = saleChange(item.price, { price: text('sale-price'), from: text('sale-from'), until: text('sale-until') })
    if ('problem' in change) return setOutcome({ ok: false, text: change.problem, stale: false })
    void send(change, 'Sale saved. The shop shows it on its next catalog read.')
  }

  const reload = () => void refreshCatalog(queryClient).then(() => setOutcome(null))
  const sale = item.sale
  return (
    <section aria-labelledby="item-sale">
      <h2 id="item-sale">Sale</h2>
      <ActionOutcome focusSaved outcome={outcome} onReload={reload} />
      <Note>{saleText(item)}</Note>
      <form key={item.revision} onSubmit={submit} aria-label="Sale">
        <FormInput
          label={`Sale price in ${SHOP_CURRENCY.units}`}
          name="sale-price"
          defaultValue={sale ? String(sale.price) : ''}
          required
          inputMode="decimal"
          autoComplete="off"
        />
        <FormInput label="Starts" name="sale-from" type="datetime-local" defaultValue={sale ? localField(sale.from) : ''} required />
        <FormInput label="Ends" name="sale-until" type="datetime-local" defaultValue={sale ? localField(sale.until) : ''} required />
        <Buttons>
          <Button type="submit" disabled={busy}>
            Save sale
          </Button>
          {sale && (
            <Button type="button" variant="inverted" disabled={busy} onClick={() => void send({ sale: null }, 'Sale taken away: the item sells at its price.')}>
              No sale
            </Button>
          )}
        </Buttons>
      </form>
    </section>
  )
}
