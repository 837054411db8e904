// The parts of a back-office form that moves money: a choice (radio or checkbox with its words), the summary of what
// the press will do, and the second step that names the amount before anything moves. The Refund and Record return
// forms share them, so both ask the same way.
import styled from '@emotion/styled'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { Button } from '../../../components/button'
import { FieldError } from '../../../components/form-input'
import { theme } from '../../../styles/theme'

export const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
  padding: 0.5rem 0;
  cursor: pointer;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
  }
`

const Summary = styled.p`
  margin: 0 0 1rem;
  font-weight: ${theme.font.weight.bold};
`

/** The question and its two answers, on one line where they fit; the question in the text's own colour. */
export const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  p {
    flex-basis: 100%;
    margin: 0;
    color: inherit;
  }
`

/**
 * Whether the form asks to confirm, after a first press; the focus moves to the answer that sends it (`confirmRef`).
 * `changed(set)` wraps a setter so that any change of the form asks again.
 */
export function useConfirmStep() {
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setConfirming(false)
      set(value)
    }
  return { confirming, setConfirming, confirmRef, changed }
}

interface ConfirmStepProps {
  /** The form's id prefix: the question is `<id>-confirm`, the summary the first button points at `<id>-summary`. */
  id: string
  /** What the press will do, said before it (and read out as it changes); a problem with the form, if any. */
  summary: string
  problem: string | null
  confirming: boolean
  confirmRef: RefObject<HTMLButtonElement | null>
  busy: boolean
  /** The first press's button, and the question and answer of the second step. */
  press: string
  question: string
  yes: string
  onNotNow: () => void
}

/**
 * The end of a form that moves money: what the press will do, the form's problem, then the first press's button, or
 * the question naming the amount with "Yes, …" (the focus on it) and "Not now".
 */
export function ConfirmStep({ id, summary, problem, confirming, confirmRef, busy, press, question, yes, onNotNow }: ConfirmStepProps) {
  return (
    <>
      <Summary id={`${id}-summary`} aria-live="polite">
        {summary}
      </Summary>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {confirming ? (
        <Confirm role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{question}</p>
          <Button ref={confirmRef} type="submit" variant="inverted" disabled={busy}>
            {yes}
          </Button>
          <Button type="button" disabled={busy} onClick={onNotNow}>
            Not now
          </Button>
        </Confirm>
      ) : (
        <Button type="submit" variant="inverted" disabled={busy} aria-describedby={`${id}-summary`}>
          {press}
        </Button>
      )}
    </>
  )
}
