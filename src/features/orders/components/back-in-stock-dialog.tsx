// The "Email me when it is back" form, in a modal dialog: the variant by name, the address (a signed-in shopper's
// own, shown; a guest types theirs), the one sentence of what they agree to, and one button that gives that consent.
// Nothing is ticked for the shopper. Escape or Close returns focus to the button that opened it.
import styled from '@emotion/styled'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { choiceLabel } from '../../../lib/catalog/variant'
import { BACK_IN_STOCK_CONSENT } from '../../../lib/orders/back-in-stock'
import { theme } from '../../../styles/theme'
import { requestBackInStock } from '../api/back-in-stock'
import type { BackInStockProps } from './back-in-stock'

const Dialog = styled.dialog`
  width: min(26rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  border: 1px solid ${theme.color.text};
  border-radius: ${theme.radius};
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: ${theme.font.size.large};
  }
  p {
    margin: 0 0 1rem;
  }
`
const Small = styled.p`
  font-size: ${theme.font.size.small};
  color: ${theme.color.muted};
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`
const Error = styled.p`
  color: ${theme.color.danger};
`

type State = { kind: 'form' } | { kind: 'sending' } | { kind: 'done'; email: string } | { kind: 'refused'; message: string }

export default function BackInStockDialog({ collectionId, item, variant, path, accountEmail, onClose }: BackInStockProps & { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const consentId = useId()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<State>({ kind: 'form' })
  const what = [item.name, choiceLabel(item, variant)].filter(Boolean).join(', ')

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  // Closed first, so the page is no longer inert when focus goes back to the button that opened it.
  const close = () => {
    dialog.current?.close()
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setState({ kind: 'sending' })
    const answer = await requestBackInStock({
      collectionId,
      itemId: item.id,
      variant,
      path,
      signedIn: accountEmail !== null,
      ...(accountEmail === null ? { email } : {}),
    })
    setState(answer.ok ? { kind: 'done', email: answer.value } : { kind: 'refused', message: answer.message })
  }

  return (
    <Dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
    >
      <h2 id={titleId}>Email me when it is back</h2>
      <p>{what}</p>
      {state.kind === 'done' ? (
        <>
          <p role="status">Done. We will email {state.email} once, when it is back.</p>
          <Button type="button" onClick={close} autoFocus>
            Close
          </Button>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          {accountEmail === null ? (
            <FormInput label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          ) : (
            <p>We will write to {accountEmail}.</p>
          )}
          <Small id={consentId}>{BACK_IN_STOCK_CONSENT}</Small>
          {state.kind === 'refused' && <Error role="alert">{state.message}</Error>}
          <Actions>
            <Button type="submit" disabled={state.kind === 'sending'} aria-describedby={consentId}>
              Email me once
            </Button>
            <Button type="button" variant="inverted" onClick={close}>
              Close
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  )
}
