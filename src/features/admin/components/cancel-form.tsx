// Cancel an order that was never paid, with the reason the shopper is shown on their order, if the owner gives one.
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { ReasonField } from './reason-field'

interface CancelFormProps {
  busy: boolean
  /** Sends the cancellation; true when the server made it. */
  send: (body: object) => Promise<boolean>
}

export function CancelForm({ busy, send }: CancelFormProps) {
  const [reason, setReason] = useState('')
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (await send(reason.trim() ? { reason: reason.trim() } : {})) setReason('')
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Cancel the order">
      <ReasonField value={reason} onChange={setReason} />
      <Button type="submit" variant="inverted" disabled={busy}>
        Cancel
      </Button>
    </form>
  )
}
