// What became of an owner's edit: a status line when it was saved, or the server's sentence when it was refused,
// which takes the focus so that a keyboard or screen reader user is told at once. A stale edit (someone changed
// the item first) offers to reload it.
import styled from '@emotion/styled'
import { useEffect, useRef } from 'react'
import { outlinedButton } from '../../../components/button'
import { Problems } from '../../orders/components/order-styles'
import { theme } from '../../../styles/theme'

export type Outcome = { ok: true; text: string } | { ok: false; text: string; stale: boolean }

const Saved = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.focus};
  background: ${theme.color.surface};
`
const Refused = styled(Problems)`
  &:focus {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  button {
    ${outlinedButton}
  }
`

export function ActionOutcome({ outcome, onReload }: { outcome: Outcome | null; onReload?: () => void }) {
  const refused = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome && !outcome.ok) refused.current?.focus()
  }, [outcome])
  if (!outcome) return null
  if (outcome.ok) return <Saved role="status">{outcome.text}</Saved>
  return (
    <Refused role="alert" tabIndex={-1} ref={refused}>
      <p>{outcome.text}</p>
      {outcome.stale && onReload && (
        <button type="button" onClick={onReload}>
          Reload the item
        </button>
      )}
    </Refused>
  )
}
