// The page a back-in-stock mail links to: one press cancels that request and every other one of the address, and
// the page says so. It asks for the press rather than cancelling as it opens, so a mail program that opens links
// to check them cancels nothing.
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/button'
import { PageTitle } from '../../../components/page-layout'
import { unsubscribeBackInStock } from '../api/back-in-stock'

const Column = styled.div`
  max-width: 36rem;
  margin: 0 auto;
`

type State = { kind: 'ready' } | { kind: 'sending' } | { kind: 'done'; cancelled: number } | { kind: 'refused'; message: string }

const doneText = (cancelled: number) =>
  cancelled === 0
    ? 'Nothing was waiting: you will get no back-in-stock emails from us.'
    : `Cancelled. You will get no back-in-stock emails from us (${cancelled === 1 ? 'one request was' : `${cancelled} requests were`} waiting).`

export function UnsubscribePage({ token }: { token: string | undefined }) {
  const [state, setState] = useState<State>({ kind: 'ready' })
  const status = useRef<HTMLParagraphElement>(null)
  // The button goes once the emails are stopped: focus moves to what the page now says.
  useEffect(() => {
    if (state.kind === 'done') status.current?.focus()
  }, [state.kind])
  const stop = async () => {
    if (!token) return
    setState({ kind: 'sending' })
    const answer = await unsubscribeBackInStock(token)
    setState(answer.ok ? { kind: 'done', cancelled: answer.value } : { kind: 'refused', message: answer.message })
  }
  return (
    <Column>
      <PageTitle>Back-in-stock emails</PageTitle>
      {!token ? (
        <p>This link is not complete: open it from the email again.</p>
      ) : (
        <>
          <p>Stop the emails you asked for when an item was sold out: this one, and any other you are still waiting for.</p>
          {state.kind !== 'done' && (
            <Button type="button" onClick={() => void stop()} disabled={state.kind === 'sending'}>
              Stop my back-in-stock emails
            </Button>
          )}
          <p role="status" tabIndex={-1} ref={status}>
            {state.kind === 'done' ? doneText(state.cancelled) : state.kind === 'refused' ? state.message : ''}
          </p>
        </>
      )}
    </Column>
  )
}
