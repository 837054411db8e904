// The item's own fields: name, description, price in the shop's currency, sizes, colours and whether the shop hides
// it. Saving sends only what changed, with the revision the form opened on: the server refuses an edit made on an
// older one (stale), so two owners saving at once never overwrite each other unseen. The form starts again from the
// item as saved, keyed by its revision.
import styled from '@emotion/styled'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { FormTextarea } from '../../../components/form-textarea'
import { newAttemptId } from '../../orders/attempt'
import type { AdminItem } from '../../../lib/catalog/admin-catalog'
import { saveItem } from '../api/catalog-actions'
import { refreshCatalog } from '../api/refresh-catalog'
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../../../lib/catalog/catalog-schema'
import { NAME_LISTS } from '../../../lib/catalog/variant'
import { colorRows, itemChanges, listText, type ColorRow } from '../item-changes'
import { ActionOutcome, type Outcome } from './action-outcome'
import { ColorFields } from './color-fields'
import { SHOP_CURRENCY } from '../../../lib/money'
import { CheckLabel } from '../../../components/check-label'

const Check = styled(CheckLabel)`
  margin-bottom: 1.25rem;
`

export function ItemForm({ collectionId, item }: { collectionId: string; item: AdminItem }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const attempt = useRef(newAttemptId())

  async function save(values: Parameters<typeof itemChanges>[1]) {
    const result = itemChanges(item, values)
    if ('problem' in result) return setOutcome({ ok: false, text: result.problem, stale: false })
    if (Object.keys(result.changes).length === 0) return setOutcome({ ok: true, text: 'Nothing to save: no field was changed.' })
    setBusy(true)
    setOutcome(null)
    const answer = await saveItem(collectionId, item.id, { attemptId: attempt.current, revision: item.revision, changes: result.changes })
    attempt.current = newAttemptId()
    if (answer.ok) await refreshCatalog(queryClient)
    setBusy(false)
    setOutcome(
      answer.ok ? { ok: true, text: 'Saved. The shop shows the change on its next catalog read.' } : { ok: false, text: answer.message, stale: answer.stale },
    )
  }

  const reload = () => void refreshCatalog(queryClient).then(() => setOutcome(null))
  return (
    <section aria-labelledby="item-details">
      <h2 id="item-details">Details</h2>
      <ActionOutcome focusSaved outcome={outcome} onReload={reload} />
      <ItemFields key={item.revision} item={item} busy={busy} onSave={(values) => void save(values)} />
    </section>
  )
}

function ItemFields({ item, busy, onSave }: { item: AdminItem; busy: boolean; onSave: (values: Parameters<typeof itemChanges>[1]) => void }) {
  const [colors, setColors] = useState<ColorRow[]>(() => colorRows(item.colors))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const lists = Object.fromEntries(NAME_LISTS.map(({ field }) => [field, text(field)])) as Record<(typeof NAME_LISTS)[number]['field'], string>
    onSave({ name: text('name'), description: text('description'), price: text('price'), ...lists, colors, hidden: form.get('hidden') === 'on' })
  }
  return (
    <form onSubmit={submit} aria-label="Item details">
      <FormInput label="Name" name="name" defaultValue={item.name} required maxLength={MAX_NAME_LENGTH} autoComplete="off" />
      <FormTextarea label="Description" name="description" defaultValue={item.description ?? ''} maxLength={MAX_DESCRIPTION_LENGTH} />
      <FormInput label={`Price in ${SHOP_CURRENCY.units}`} name="price" defaultValue={String(item.price)} required inputMode="decimal" autoComplete="off" />
      {NAME_LISTS.map(({ field, plural }) => (
        <FormInput
          key={field}
          label={`${plural}, separated by commas (empty: no ${plural.toLowerCase()})`}
          name={field}
          defaultValue={listText(item[field])}
          autoComplete="off"
        />
      ))}
      <ColorFields rows={colors} onChange={setColors} />
      <Check>
        <input type="checkbox" name="hidden" defaultChecked={item.hidden} />
        Hidden from the shop
      </Check>
      <Button type="submit" disabled={busy}>
        Save changes
      </Button>
    </form>
  )
}
