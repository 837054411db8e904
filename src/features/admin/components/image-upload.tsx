// A picture (or several) for an item: the owner chooses a file, it is checked as storage.rules check it (type and
// size, so a wrong file is refused at once, not after a 5 MB upload), sent to Cloud Storage with its progress shown,
// and previewed from its download address, the one the shop will show; a refusal by Storage is shown as a sentence.
import styled from '@emotion/styled'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { Button } from '../../../components/button'
import { Field, FieldError, Label } from '../../../components/form-input'
import { VisuallyHidden } from '../../../components/visually-hidden'
import { PICTURE_TYPES, pictureProblem } from '../../../lib/catalog/item-pictures'
import { theme } from '../../../styles/theme'

type Upload = { key: string; name: string } & ({ state: 'sending'; share: number } | { state: 'done'; url: string } | { state: 'failed'; message: string })

export interface ImageUploadProps {
  label: string
  /** Said under the label: what the picture is for. */
  hint: string
  /** Where the pictures go (items/<collectionId>/…); none chosen yet: the input waits for it. */
  collectionId: string
  multiple?: boolean
  /** Why the form cannot take what is chosen (none yet, for a required picture). */
  error?: string | undefined
  /** The download addresses of the pictures sent, in the order chosen, and whether one is still on its way. */
  onChange: (state: { urls: string[]; busy: boolean }) => void
}

const Files = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
    overflow-wrap: break-word;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  progress {
    width: 8rem;
  }
`
const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
`
const Remove = styled(Button)`
  min-width: 0;
`

export function ImageUpload({ label, hint, collectionId, multiple = false, error, onChange }: ImageUploadProps) {
  const id = useId()
  const [uploads, setUploads] = useState<Upload[]>([])
  const count = useRef(0)

  useEffect(() => {
    onChange({ urls: uploads.flatMap((upload) => (upload.state === 'done' ? [upload.url] : [])), busy: uploads.some((upload) => upload.state === 'sending') })
  }, [uploads, onChange])

  const update = (key: string, next: Upload) => setUploads((list) => list.map((upload) => (upload.key === key ? next : upload)))

  async function send(file: File, key: string) {
    const problem = pictureProblem(file)
    if (problem) return update(key, { key, name: file.name, state: 'failed', message: problem })
    try {
      const { uploadItemImage } = await import('../../../lib/firebase/storage')
      const url = await uploadItemImage(collectionId, file, { onProgress: (share) => update(key, { key, name: file.name, state: 'sending', share }) })
      update(key, { key, name: file.name, state: 'done', url })
    } catch (failure) {
      const { uploadFailure } = await import('../../../lib/firebase/storage')
      update(key, { key, name: file.name, state: 'failed', message: `${file.name}: ${uploadFailure(failure)}` })
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])]
    // Cleared, so that choosing the same file again after a refusal tries it again.
    event.currentTarget.value = ''
    if (files.length === 0) return
    const added = files.map((file) => ({ file, upload: { key: `${id}-${++count.current}`, name: file.name, state: 'sending', share: 0 } as Upload }))
    setUploads((list) => [...(multiple ? list : []), ...added.map(({ upload }) => upload)])
    for (const { file, upload } of added) void send(file, upload.key)
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Hint id={hintId}>{collectionId ? hint : `${hint} Choose the collection first.`}</Hint>
      <input
        id={id}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        multiple={multiple}
        disabled={!collectionId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        {...(error ? { 'aria-invalid': true } : {})}
        onChange={choose}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {uploads.length > 0 && (
        <Files aria-label={`${label}: chosen files`}>
          {uploads.map((upload) => (
            <li key={upload.key}>
              {upload.state === 'done' && <img src={upload.url} alt={`${upload.name}, as the shop will show it`} />}
              {upload.state === 'sending' && (
                <>
                  <progress max={100} value={Math.round(upload.share * 100)} aria-label={`Sending ${upload.name}`} />
                  <span>Sending {upload.name}…</span>
                </>
              )}
              {upload.state === 'done' && <span role="status">{upload.name} is uploaded.</span>}
              {upload.state === 'failed' && <FieldError role="alert">{upload.message}</FieldError>}
              {upload.state !== 'sending' && (
                <Remove type="button" variant="inverted" onClick={() => setUploads((list) => list.filter((other) => other.key !== upload.key))}>
                  Remove<VisuallyHidden> {upload.name}</VisuallyHidden>
                </Remove>
              )}
            </li>
          ))}
        </Files>
      )}
    </Field>
  )
}
