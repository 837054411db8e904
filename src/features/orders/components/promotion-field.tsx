// The checkout's promotion code: a labelled field and Apply, its own small form beside the order's. The server says
// what the code takes off (or why it does not apply, in a sentence read out at once); once applied, the code and its
// terms show with a button to remove it, and the order button sends it, to be priced again on the server.
import styled from '@emotion/styled'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { checkPromotion, type AppliedCode } from '../api/check-promotion'
import { Problems } from './order-styles'

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  column-gap: 0.75rem;
  > :first-of-type {
    flex: 1 1 10rem;
  }
  > button {
    margin-bottom: 1.25rem;
  }
`

const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
  p {
    margin: 0;
  }
`

interface PromotionFieldProps {
  subtotalCents: number
  /** The guest's email so far, for "once per customer"; a signed-in shopper is known by their account. */
  email: string
  signedIn: boolean
  applied: AppliedCode | null
  onChange: (applied: AppliedCode | null) => void
}

export function PromotionField({ subtotalCents, email, signedIn, applied, onChange }: PromotionFieldProps) {
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const problemId = useId()

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || code.trim() === '') return
    setBusy(true)
    setProblem(null)
    const answer = await checkPromotion({ code: code.trim(), subtotalCents, ...(email.trim() ? { email: email.trim() } : {}) }, signedIn)
    setBusy(false)
    if (answer.ok) onChange(answer.applied)
    else setProblem(answer.message)
  }

  if (applied)
    return (
      <Applied>
        <p role="status">
          Code {applied.code} applied: {applied.words}.
        </p>
        <Button type="button" variant="inverted" onClick={() => onChange(null)}>
          Remove code
        </Button>
      </Applied>
    )
  return (
    <>
      <Row onSubmit={(event) => void apply(event)} aria-busy={busy}>
        <FormInput
          label="Promotion code"
          name="promotionCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {})}
        />
        <Button type="submit" variant="inverted" disabled={busy}>
          Apply
        </Button>
      </Row>
      {problem && (
        <Problems id={problemId} role="alert">
          <p>{problem}</p>
        </Problems>
      )}
    </>
  )
}
