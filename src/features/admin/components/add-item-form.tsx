// "Add an item": the collection, the item's words and price, its sizes and colours with the starting units of each
// variant, its picture and extra pictures (uploaded as they are chosen). What is typed is checked with the code the
// server runs before anything is sent (./new-item.ts), and the server's own refusal is shown as it says it.
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../../../lib/catalog/catalog-schema'
import { NAME_LISTS, type NameListField } from '../../../lib/catalog/variant'
import styled from '@emotion/styled'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { Field, FieldError, FormInput, Label, control, errorProps } from '../../../components/form-input'
import { FormSelect } from '../../../components/form-select'
import { newAttemptId } from '../../orders/attempt'
import { Problems } from '../../orders/components/order-styles'
import { theme } from '../../../styles/theme'
import { addItem } from '../api/post-new-item'
import type { CollectionChoice } from '../api/catalog-collections-query'
import { newItemOf, variantFields } from '../new-item'
import { ImageUpload } from './image-upload'
import { fieldOf, problemText } from './problem-text'
import { SHOP_CURRENCY } from '../../../lib/money'
import { CheckLabel } from '../../../components/check-label'

export interface ItemAdded {
  collection: CollectionChoice
  item: { id: number; name: string }
}

const Form = styled.form`
  max-width: 40rem;
  margin: 0 auto;
  fieldset {
    margin: 0 0 1.25rem;
    padding: 0.75rem 1rem 0;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  legend {
    font-weight: ${theme.font.weight.bold};
  }
`
const Hint = styled.p`
  min-height: 1.5em;
  color: ${theme.color.muted};
`
const TextArea = styled.textarea`
  ${control};
  min-height: 6rem;
  font-family: inherit;
`

export function AddItemForm({ collections, onAdded }: { collections: CollectionChoice[]; onAdded: (added: ItemAdded) => void }) {
  const [collectionId, setCollectionId] = useState('')
  // Each option's names as typed (`sizes`).
  const [lists, setLists] = useState(() => Object.fromEntries(NAME_LISTS.map(({ field }) => [field, ''])) as Record<NameListField, string>)
  const [colors, setColors] = useState('')
  const [units, setUnits] = useState<Record<string, string>>({})
  const [picture, setPicture] = useState<{ urls: string[]; busy: boolean }>({ urls: [], busy: false })
  const [extras, setExtras] = useState<{ urls: string[]; busy: boolean }>({ urls: [], busy: false })
  const [problems, setProblems] = useState<string[]>([])
  const [sending, setSending] = useState(false)
  const attempt = useRef(newAttemptId())
  const summary = useRef<HTMLDivElement>(null)
  const variants = variantFields(lists, colors)
  const errorOf = (field: string) => problems.filter((problem) => fieldOf(problem) === field).map(problemText)[0]

  const refuse = (found: string[]) => {
    setProblems(found)
    // After the render that shows them: the owner hears the list, then tabs to each field.
    requestAnimationFrame(() => summary.current?.focus())
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const collection = collections.find((choice) => choice.id === collectionId)
    if (!collection) return refuse(['collection: choose the collection the item belongs to'])
    const made = newItemOf({
      name: String(form.get('name') ?? ''),
      description: String(form.get('description') ?? ''),
      price: String(form.get('price') ?? ''),
      ...lists,
      colors,
      imageUrl: picture.urls[0] ?? '',
      images: extras.urls,
      units,
    })
    if (!made.ok) return refuse(made.problems)
    setProblems([])
    setSending(true)
    const unlimited = form.get('unlimited') === 'on'
    const answer = await addItem(collection.id, { attemptId: attempt.current, item: made.item, units: made.units, ...(unlimited ? { unlimited } : {}) })
    setSending(false)
    if (!answer.ok) return refuse(answer.message.split('; '))
    attempt.current = newAttemptId()
    onAdded({ collection, item: answer.item })
  }

  const uploading = picture.busy || extras.busy
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Add an item" noValidate>
      {problems.length > 0 && (
        <Problems ref={summary} tabIndex={-1} role="alert">
          <p>The item was not added:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problemText(problem)}</li>
            ))}
          </ul>
        </Problems>
      )}
      <FormSelect
        label="Collection"
        name="collection"
        placeholder="Choose a collection"
        options={collections.map((choice) => ({ value: choice.id, text: choice.title }))}
        value={collectionId}
        onChange={(event) => setCollectionId(event.currentTarget.value)}
        error={errorOf('collection')}
      />
      <FormInput label="Name" name="name" autoComplete="off" maxLength={MAX_NAME_LENGTH} error={errorOf('name')} />
      <Field>
        <Label htmlFor="new-item-description">Description</Label>
        <TextArea
          id="new-item-description"
          name="description"
          maxLength={MAX_DESCRIPTION_LENGTH}
          {...errorProps(errorOf('description'), 'new-item-description-error')}
        />
        {errorOf('description') && <FieldError id="new-item-description-error">{errorOf('description')}</FieldError>}
      </Field>
      <FormInput label={`Price in ${SHOP_CURRENCY.units}`} name="price" inputMode="decimal" autoComplete="off" error={errorOf('price')} />
      {NAME_LISTS.map(({ field, plural, one }) => (
        <FormInput
          key={field}
          label={`${plural}, separated by commas (empty: one ${one})`}
          name={field}
          autoComplete="off"
          value={lists[field]}
          onChange={(event) => {
            const typed = event.currentTarget.value
            setLists((current) => ({ ...current, [field]: typed }))
          }}
          error={errorOf(field)}
        />
      ))}
      <FormInput
        label="Colours, separated by commas (empty: one colour)"
        name="colors"
        autoComplete="off"
        value={colors}
        onChange={(event) => setColors(event.currentTarget.value)}
        error={errorOf('colors')}
      />
      <fieldset>
        <legend>Starting stock</legend>
        <Hint>The units on the shelf of each variant; one left at 0 is not for sale until counted.</Hint>
        {variants.map(({ key, label }) => (
          <FormInput
            key={key}
            label={label}
            name={`units-${key}`}
            inputMode="numeric"
            autoComplete="off"
            value={units[key] ?? '0'}
            onChange={(event) => setUnits({ ...units, [key]: event.currentTarget.value })}
            error={problems.filter((problem) => problem.startsWith(`units '${key}'`)).map(problemText)[0]}
          />
        ))}
        <CheckLabel>
          <input type="checkbox" name="unlimited" />
          Sell without a limit (not counted)
        </CheckLabel>
      </fieldset>
      <ImageUpload
        label="Picture"
        hint="The item's main picture: JPEG, PNG, WebP or AVIF, 5 MB at most."
        collectionId={collectionId}
        error={errorOf('imageUrl')}
        onChange={setPicture}
      />
      <ImageUpload
        label="Extra pictures"
        hint="Close-ups or other views, if you have them."
        collectionId={collectionId}
        multiple
        error={errorOf('images')}
        onChange={setExtras}
      />
      <Button type="submit" disabled={sending || uploading}>
        Add the item
      </Button>
      <Hint role="status">{sending ? 'Adding the item…' : uploading ? 'Waiting for the pictures to upload…' : ''}</Hint>
    </Form>
  )
}
