// The page a back-in-stock mail links to: one press cancels that request and every other one of the address, and
// the page says so. It asks for the press rather than cancelling as it opens, so a mail program that opens links
// to check them cancels nothing. The mail of a checkout left unpaid links here too (`mail=checkout`): its press
// stops those mails to the address.
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/button'
import { PageTitle } from '../../../components/page-layout'
import { unsubscribeBackInStock, type Answer } from '../api/back-in-stock'
import { unsubscribeCheckoutReminders } from '../api/checkout-reminders'

const Column = styled.div`
  max-width: 36rem;
  margin: 0 auto;
`

type State = { kind: 'ready' } | { kind: 'sending' } | { kind: 'done'; cancelled: number } | { kind: 'refused'; message: string }

/** What each kind of mail's link stops, in the page's words. */
const MAILS: Record<
  UnsubscribeMail,
  { title: string; what: string; button: string; stop: (token: string) => Promise<Answer<number>>; done: (cancelled: number) => string }
> = {
  'back-in-stock': {
    title: 'Back-in-stock emails',
    what: 'Stop the emails you asked for when an item was sold out: this one, and any other you are still waiting for.',
    button: 'Stop my back-in-stock emails',
    stop: unsubscribeBackInStock,
    done: (cancelled) =>
      cancelled === 0
        ? 'Nothing was waiting: you will get no back-in-stock emails from us.'
        : `Cancelled. You will get no back-in-stock emails from us (${cancelled === 1 ? 'one request was' : `${cancelled} requests were`} waiting).`,
  },
  checkout: {
    title: 'Unpaid checkout emails',
    what: 'Stop the emails with a link to finish a checkout you left unpaid, for this address: none will come again, whatever you tick.',
    button: 'Stop my unpaid checkout emails',
    stop: unsubscribeCheckoutReminders,
    done: () => 'Stopped. You will get no more emails about checkouts left unpaid.',
  },
}

export type UnsubscribeMail = 'back-in-stock' | 'checkout'

export function UnsubscribePage({ token, mail = 'back-in-stock' }: { token: string | undefined; mail?: UnsubscribeMail }) {
  const words = MAILS[mail]
  const [state, setState] = useState<State>({ kind: 'ready' })
  const status = useRef<HTMLParagraphElement>(null)
  // The button goes once the emails are stopped: focus moves to what the page now says.
  useEffect(() => {
    if (state.kind === 'done') status.current?.focus()
  }, [state.kind])
  const stop = async () => {
    if (!token) return
    setState({ kind: 'sending' })
    const answer = await words.stop(token)
    setState(answer.ok ? { kind: 'done', cancelled: answer.value } : { kind: 'refused', message: answer.message })
  }
  return (
    <Column>
      <PageTitle>{words.title}</PageTitle>
      {!token ? (
        <p>This link is not complete: open it from the email again.</p>
      ) : (
        <>
          <p>{words.what}</p>
          {state.kind !== 'done' && (
            <Button type="button" onClick={() => void stop()} disabled={state.kind === 'sending'}>
              {words.button}
            </Button>
          )}
          <p role="status" tabIndex={-1} ref={status}>
            {state.kind === 'done' ? words.done(state.cancelled) : state.kind === 'refused' ? state.message : ''}
          </p>
        </>
      )}
    </Column>
  )
}
