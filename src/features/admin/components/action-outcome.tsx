// What became of an owner's edit: a status line when it was saved, or the server's sentence when it was refused,
// which takes the focus so that a keyboard or screen reader user is told at once. A stale edit (someone changed
// the item first) offers to reload it. A form that starts again from what was saved takes the focus from the button
// that was pressed: the status line takes it then (`focusSaved`), rather than leave it nowhere.
import styled from '@emotion/styled'
import { useEffect, useRef } from 'react'
import { outlinedButton } from '../../../components/button'
import { Problems } from '../../orders/components/order-styles'
import { theme } from '../../../styles/theme'

export type Outcome = { ok: true; text: string } | { ok: false; text: string; stale: boolean }

const Saved = styled.p`
  &:focus {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
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

export function ActionOutcome({ outcome, onReload, focusSaved = false }: { outcome: Outcome | null; onReload?: () => void; focusSaved?: boolean }) {
  const refused = useRef<HTMLDivElement>(null)
  const saved = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (outcome && !outcome.ok) refused.current?.focus()
    else if (outcome && focusSaved) saved.current?.focus()
  }, [outcome, focusSaved])
  if (!outcome) return null
  if (outcome.ok)
    return (
      <Saved role="status" tabIndex={focusSaved ? -1 : undefined} ref={saved}>
        {outcome.text}
      </Saved>
    )
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
