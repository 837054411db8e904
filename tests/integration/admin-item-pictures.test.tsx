// An existing item's pictures changed from its page in the back office, on the real route tree with the demo's mock
// backend (Cloud Storage and the owner's /api included): a new picture in place of its own, an extra picture taken
// away and another added, saved as one edit; nothing changed is nothing sent.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { decodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { renderApp, signInBeforeRender } from './harness'

const png = (name: string) => new File([new Uint8Array(2048).fill(9)], name, { type: 'image/png' })
const tee = () => (decodeFields(mockState().documents['collections/2']!.fields).items as Record<string, unknown>[]).find((item) => item.id === 9)!

describe('an item’s pictures in the back office', { timeout: 30_000 }, () => {
  it('are replaced, taken away and added from the item’s page, in one edit the history records', async () => {
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { user } = await renderApp('/admin/catalog/2/9')
    const form = await screen.findByRole('form', { name: 'Item pictures' }, { timeout: 5000 })
    expect(within(form).getByRole('img', { name: 'Classic Crew Neck T-Shirt: the picture the shop shows now' })).toHaveAttribute(
      'src',
      '/images/items/classic-crew-neck-t-shirt.webp',
    )
    await user.click(within(form).getByRole('button', { name: 'Save pictures' }))
    expect(await screen.findByText('Nothing to save: no picture was changed.')).toBeInTheDocument()

    await user.upload(within(form).getByLabelText('New picture'), png('tee-front.png'))
    expect(await within(form).findByText('tee-front.png is uploaded.', {}, { timeout: 5000 })).toBeInTheDocument()
    const keep = within(form).getByRole('checkbox', { name: 'Extra picture 1' })
    expect(keep).toBeChecked()
    await user.click(keep)
    await user.upload(within(form).getByLabelText('More extra pictures'), png('tee-back.png'))
    await within(form).findByText('tee-back.png is uploaded.', {}, { timeout: 5000 })
    const save = within(form).getByRole('button', { name: 'Save pictures' })
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)

    expect(await screen.findByText('Pictures saved. The shop shows them on its next catalog read.', {}, { timeout: 5000 })).toBeInTheDocument()
    const saved = tee()
    expect(saved.imageUrl).toMatch(/\/o\/items%2F2%2F[\w-]+\.png\?alt=media&token=/)
    expect(saved.images).toEqual([expect.stringMatching(/\/o\/items%2F2%2F[\w-]+\.png\?alt=media&token=/)])
    expect(saved.images).not.toContain(saved.imageUrl)
    expect(saved.revision).toBe(1)
    expect(Object.keys(mockState().documents).filter((key) => key.startsWith('catalogEdits/'))).toHaveLength(1)
    // The page shows the item as saved: its new picture, and the extra picture to keep.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Classic Crew Neck T-Shirt: the picture the shop shows now' })).toHaveAttribute('src', saved.imageUrl as string),
    )
    expect(within(screen.getByRole('form', { name: 'Item pictures' })).getByRole('checkbox', { name: 'Extra picture 1' })).toBeChecked()
  })
})
