// An item's pictures, changed after it was added: a new picture in place of its own, its extra pictures kept or
// taken away, and more added, each uploaded as it is chosen (image-upload.tsx, checked as storage.rules check it).
// Saving sends only what changed through the item's edit, with the revision the form opened on, as the details do.
import styled from '@emotion/styled'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { CheckLabel } from '../../../components/check-label'
import { newAttemptId } from '../../orders/attempt'
import type { AdminItem } from '../../../lib/catalog/admin-catalog'
import { saveItem, type ItemChanges } from '../api/catalog-actions'
import { refreshCatalog } from '../api/refresh-catalog'
import { theme } from '../../../styles/theme'
import { ActionOutcome, type Outcome } from './action-outcome'
import { ImageUpload } from './image-upload'

const Shown = styled.img`
  display: block;
  width: 160px;
  max-width: 100%;
  height: auto;
  margin-bottom: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`
const Extras = styled.fieldset`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
  }
`

type Sent = { urls: string[]; busy: boolean }
const NONE: Sent = { urls: [], busy: false }

/** What the form changes of the item's pictures: only what differs from the item as saved. */
function pictureChanges(item: Pick<AdminItem, 'imageUrl' | 'images'>, picture: string | undefined, images: string[]): ItemChanges {
  const before = item.images ?? []
  const same = images.length === before.length && images.every((url, index) => url === before[index])
  return {
    ...(picture && picture !== item.imageUrl ? { imageUrl: picture } : {}),
    ...(same ? {} : { images: images.length > 0 ? images : null }),
  }
}

export function ItemPicturesForm({ collectionId, item }: { collectionId: string; item: AdminItem }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const attempt = useRef(newAttemptId())

  async function save(changes: ItemChanges) {
    if (Object.keys(changes).length === 0) return setOutcome({ ok: true, text: 'Nothing to save: no picture was changed.' })
    setBusy(true)
    setOutcome(null)
    const answer = await saveItem(collectionId, item.id, { attemptId: attempt.current, revision: item.revision, changes })
    attempt.current = newAttemptId()
    if (answer.ok) await refreshCatalog(queryClient)
    setBusy(false)
    setOutcome(
      answer.ok
        ? { ok: true, text: 'Pictures saved. The shop shows them on its next catalog read.' }
        : { ok: false, text: answer.message, stale: answer.stale },
    )
  }

  const reload = () => void refreshCatalog(queryClient).then(() => setOutcome(null))
  return (
    <section aria-labelledby="item-pictures">
      <h2 id="item-pictures">Pictures</h2>
      <ActionOutcome focusSaved outcome={outcome} onReload={reload} />
      <PictureFields key={item.revision} collectionId={collectionId} item={item} busy={busy} onSave={(changes) => void save(changes)} />
    </section>
  )
}

interface PictureFieldsProps {
  collectionId: string
  item: AdminItem
  busy: boolean
  onSave: (changes: ItemChanges) => void
}

function PictureFields({ collectionId, item, busy, onSave }: PictureFieldsProps) {
  const [picture, setPicture] = useState<Sent>(NONE)
  const [added, setAdded] = useState<Sent>(NONE)
  const [kept, setKept] = useState<string[]>(item.images ?? [])
  const current = item.images ?? []
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSave(pictureChanges(item, picture.urls[0], [...current.filter((url) => kept.includes(url)), ...added.urls]))
  }
  return (
    <form onSubmit={submit} aria-label="Item pictures">
      <Shown src={item.imageUrl} alt={`${item.name}: the picture the shop shows now`} />
      <ImageUpload label="New picture" hint="Takes the place of the picture above once saved." collectionId={collectionId} onChange={setPicture} />
      {current.length > 0 && (
        <Extras>
          <legend>Extra pictures to keep</legend>
          {current.map((url, index) => (
            <CheckLabel key={url}>
              <input
                type="checkbox"
                checked={kept.includes(url)}
                onChange={(event) => setKept((list) => (event.target.checked ? [...list, url] : list.filter((other) => other !== url)))}
              />
              <img src={url} alt="" />
              Extra picture {index + 1}
            </CheckLabel>
          ))}
        </Extras>
      )}
      <ImageUpload label="More extra pictures" hint="Close-ups or other views, after those kept." collectionId={collectionId} multiple onChange={setAdded} />
      <Button type="submit" disabled={busy || picture.busy || added.busy}>
        Save pictures
      </Button>
    </form>
  )
}
