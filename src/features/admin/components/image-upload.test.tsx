// The picture input on its own, against the demo's Cloud Storage: what it reports to its form while pictures are
// on their way and once they are stored, and what the owner reads.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../../../tests/support/mock-accounts'
import { firebaseAuth } from '../../../lib/firebase/auth'
import { ImageUpload } from './image-upload'

afterEach(() => signOut(firebaseAuth()))

const png = (name: string) => new File([new Uint8Array(500).fill(1)], name, { type: 'image/png' })

describe('ImageUpload', () => {
  it('waits for a collection, then sends each picture and reports their addresses in order, busy while one is on its way', async () => {
    await signInWithEmailAndPassword(firebaseAuth(), DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const onChange = vi.fn()
    const { rerender } = render(<ImageUpload label="Extra pictures" hint="Close-ups." collectionId="" multiple onChange={onChange} />)
    expect(screen.getByLabelText('Extra pictures')).toBeDisabled()
    expect(screen.getByLabelText('Extra pictures')).toHaveAccessibleDescription('Close-ups. Choose the collection first.')
    rerender(<ImageUpload label="Extra pictures" hint="Close-ups." collectionId="1" multiple onChange={onChange} />)
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Extra pictures'), [png('a.png'), png('b.png')])
    expect(onChange).toHaveBeenCalledWith({ urls: [], busy: true })
    await screen.findByText('b.png is uploaded.', {}, { timeout: 5000 })
    await screen.findByText('a.png is uploaded.')
    const last = onChange.mock.lastCall![0] as { urls: string[]; busy: boolean }
    expect(last.busy).toBe(false)
    expect(last.urls).toHaveLength(2)
    expect(screen.getByRole('img', { name: 'a.png, as the shop will show it' })).toHaveAttribute('src', last.urls[0])

    await user.click(screen.getByRole('button', { name: 'Remove a.png' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ urls: [last.urls[1]], busy: false }))
  })

  it('says why a picture is refused, with the error tied to the input', async () => {
    render(<ImageUpload label="Picture" hint="The main picture." collectionId="1" error="Picture: choose a picture of the item" onChange={() => {}} />)
    expect(screen.getByLabelText('Picture')).toHaveAccessibleDescription('The main picture. Picture: choose a picture of the item')
    expect(screen.getByLabelText('Picture')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.setup().upload(screen.getByLabelText('Picture'), png('cap.png'))
    // Nobody is signed in: Storage refuses it, and the owner reads why.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('cap.png: The picture was refused')
  })
})
