// An owner's answers to a customer's requests about their data (decision 043): a copy of everything the shop stores
// about them (a JSON file), and erasing it, after a second step that names the customer. The shop keeps their paid
// orders, as the law asks of its tax records, without their name, email or address; the rest goes, their account too.
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import type { Customer } from '../../../lib/orders/customer-summary'
import { Notice, Panel, Problems } from '../../orders/components/order-styles'
import { ActionOutcome, type Outcome } from './action-outcome'
import { ConfirmStep, useConfirmStep } from './confirm-step'

type Download = { href: string; file: string } | { error: string }

export function CustomerDataPanel({ customer }: { customer: Customer }) {
  const queryClient = useQueryClient()
  const [download, setDownload] = useState<Download | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { confirming, setConfirming, confirmRef } = useConfirmStep()
  const who = customer.name ? `${customer.name} (${customer.email})` : customer.email

  async function exportData() {
    setBusy(true)
    const { exportCustomer } = await import('../api/customer-data')
    const result = await exportCustomer(customer.key)
    setBusy(false)
    setDownload(
      result.ok
        ? {
            href: URL.createObjectURL(new Blob([result.value], { type: 'application/json' })),
            file: `customer-data-${customer.email.replace(/[^\w.@-]+/g, '_')}.json`,
          }
        : { error: result.message },
    )
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!confirming) return setConfirming(true)
    setBusy(true)
    const { eraseCustomer } = await import('../api/customer-data')
    const result = await eraseCustomer(customer.key, customer.email)
    setBusy(false)
    setConfirming(false)
    if (result.ok) await queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] })
    setOutcome(
      result.ok
        ? {
            ok: true,
            text: `Erased. ${result.value.ordersKept === 1 ? '1 paid order is' : `${result.value.ordersKept} paid orders are`} kept without their personal data; ${result.value.ordersDeleted === 1 ? '1 unpaid order' : `${result.value.ordersDeleted} unpaid orders`} and ${result.value.accounts === 1 ? 'their account were' : `${result.value.accounts} accounts were`} deleted.`,
          }
        : { ok: false, text: result.message, stale: false },
    )
  }

  return (
    <Panel aria-labelledby="customer-data">
      <h2 id="customer-data">Their data, at their request</h2>
      <p>A copy of everything the shop stores about them: their orders, account, wishlist, back-in-stock requests and the mail sent to them.</p>
      <Button type="button" onClick={() => void exportData()} disabled={busy}>
        Export their data
      </Button>
      {download &&
        ('error' in download ? (
          <Problems role="alert">
            <p>{download.error}</p>
          </Problems>
        ) : (
          <Notice role="status">
            Ready:{' '}
            <a href={download.href} download={download.file}>
              Download {download.file}
            </a>
          </Notice>
        ))}
      <h3>Erase their data</h3>
      <ActionOutcome outcome={outcome} focusSaved />
      <form onSubmit={(event) => void erase(event)}>
        <ConfirmStep
          id="customer-erase"
          summary="Their paid orders stay as the shop’s tax records, without their name, email or address; their unpaid orders, account, wishlist, requests and mail are deleted. This cannot be undone."
          problem={null}
          confirming={confirming}
          confirmRef={confirmRef}
          busy={busy}
          press="Erase their data"
          question={`Erase the personal data of ${who} for good?`}
          yes={`Yes, erase ${customer.name || customer.email}`}
          onNotNow={() => setConfirming(false)}
        />
      </form>
    </Panel>
  )
}
