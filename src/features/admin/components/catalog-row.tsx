// One item in the owner's catalog list: its picture, name (a link to its page), price, units for sale in all (or
// that it sells without a limit) and whether the shop shows it, with a button to hide or show it at once.
import styled from '@emotion/styled'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { outlinedButton } from '../../../components/button'
import { VisuallyHidden } from '../../../components/visually-hidden'
import { formatPrice } from '../../../lib/money'
import { theme } from '../../../styles/theme'
import { newAttemptId } from '../../orders/attempt'
import { totalUnits, type AdminCatalogItem } from '../../../lib/catalog/admin-catalog'
import { saveItem } from '../api/catalog-actions'
import { refreshCatalog } from '../api/refresh-catalog'
import { ActionOutcome, type Outcome } from './action-outcome'

const Row = styled.li`
  display: grid;
  grid-template-columns: 3rem 1fr auto;
  align-items: center;
  gap: 0.25rem 1rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${theme.color.border};
  img {
    width: 3rem;
    height: 3rem;
    object-fit: cover;
  }
  a {
    display: inline-block;
    padding: 0.25rem 0;
    color: inherit;
    font-weight: ${theme.font.weight.bold};
  }
  button {
    ${outlinedButton}
  }
  > :last-child {
    grid-column: 1 / -1;
  }
`
const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  color: ${theme.color.muted};
`

/** '3 units' for sale; an item with no count has none for sale, and one sold without a limit says so. */
const unitsText = (unlimited: boolean, units: number | null) =>
  unlimited ? 'No limit' : units === null ? 'Not counted: not for sale' : units === 1 ? '1 unit' : `${units} units`

export function CatalogRow({ entry }: { entry: AdminCatalogItem }) {
  const { collectionId, item } = entry
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const attempt = useRef(newAttemptId())
  const units = totalUnits(entry)

  async function toggle() {
    setBusy(true)
    setOutcome(null)
    const answer = await saveItem(collectionId, item.id, { attemptId: attempt.current, revision: item.revision, changes: { hidden: !item.hidden } })
    attempt.current = newAttemptId()
    if (answer.ok) await refreshCatalog(queryClient)
    setBusy(false)
    setOutcome(
      answer.ok
        ? { ok: true, text: item.hidden ? `${item.name} is shown in the shop again.` : `${item.name} is hidden from the shop.` }
        : { ok: false, text: answer.message, stale: answer.stale },
    )
  }

  return (
    <Row>
      <img src={item.imageUrl} alt="" width={48} height={48} loading="lazy" />
      <span>
        <Link to="/admin/catalog/$collectionId/$itemId" params={{ collectionId, itemId: String(item.id) }}>
          {item.name}
        </Link>
        <Facts>
          <span>{formatPrice(item.price)}</span>
          <span>{unitsText(entry.stock?.unlimited === true, units)}</span>
          <span>{item.hidden ? 'Hidden' : 'Shown'}</span>
        </Facts>
      </span>
      <button type="button" disabled={busy} onClick={() => void toggle()}>
        {item.hidden ? 'Show' : 'Hide'}
        <VisuallyHidden> {item.name}</VisuallyHidden>
      </button>
      <div>
        <ActionOutcome outcome={outcome} onReload={() => void refreshCatalog(queryClient).then(() => setOutcome(null))} />
      </div>
    </Row>
  )
}
