// "Add an item" in the back office, on the real route tree with the demo's mock backend (Cloud Storage and the
// owner's /api included): the owner adds an item with a picture and starting stock and the shop shows it; a wrong
// file is refused before it is sent; Storage's refusal and the server's are shown as they say them.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { decodeFields } from '../../mocks/firestore/values'
import { server } from '../../mocks/node'
import { mockState } from '../../mocks/state'
import { renderApp, signInBeforeRender } from './harness'

const asOwner = () => signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
const png = (name: string, size = 2048) => new File([new Uint8Array(size).fill(9)], name, { type: 'image/png' })
const STORAGE = 'https://firebasestorage.googleapis.com/v0/b/'

async function openForm() {
  await asOwner()
  const view = await renderApp('/admin/catalog/new')
  await screen.findByRole('heading', { level: 1, name: 'Add an item' }, { timeout: 5000 })
  return view
}

// Typing a whole item and two uploads take a while on a loaded machine.
describe('/admin/catalog/new', { timeout: 30_000 }, () => {
  it('adds an item with its picture, extra picture and starting stock; the shop shows it', async () => {
    const { user, router } = await openForm()
    expect(screen.getByLabelText('Picture')).toBeDisabled()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'Accessories')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Linen Bucket Hat')
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A soft hat for sunny days.')
    await user.type(screen.getByRole('textbox', { name: 'Price in dollars' }), '34.50')
    await user.type(screen.getByRole('textbox', { name: /^Sizes/ }), 'S, M')
    await user.type(screen.getByRole('textbox', { name: /^Colours/ }), 'Sand')
    await user.clear(screen.getByRole('textbox', { name: 'Units of Size S · Sand' }))
    await user.type(screen.getByRole('textbox', { name: 'Units of Size S · Sand' }), '4')
    await user.clear(screen.getByRole('textbox', { name: 'Units of Size M · Sand' }))
    await user.type(screen.getByRole('textbox', { name: 'Units of Size M · Sand' }), '2')
    await user.upload(screen.getByLabelText('Picture'), png('hat.png'))
    expect(await screen.findByText('hat.png is uploaded.', {}, { timeout: 5000 })).toBeInTheDocument()
    const preview = screen.getByRole('img', { name: 'hat.png, as the shop will show it' })
    expect(preview.getAttribute('src')).toMatch(new RegExp(`^${STORAGE}.+/o/items%2F3%2F[\\w-]+\\.png\\?alt=media&token=`))
    await user.upload(screen.getByLabelText('Extra pictures'), png('hat-detail.png'))
    await screen.findByText('hat-detail.png is uploaded.', {}, { timeout: 5000 })

    const add = screen.getByRole('button', { name: 'Add the item' })
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)
    const items = () => decodeFields(mockState().documents['collections/3']!.fields).items as Record<string, unknown>[]
    await waitFor(() => expect(items().at(-1)?.name).toBe('Linen Bucket Hat'), { timeout: 5000 })
    const saved = items().at(-1)!
    expect(saved).toMatchObject({ name: 'Linen Bucket Hat', price: 34.5, sizes: ['S', 'M'], colors: [{ id: 'sand', name: 'Sand' }], revision: 0 })
    expect(saved.imageUrl).toBe(preview.getAttribute('src'))
    expect(saved.images).toEqual([expect.stringContaining('?alt=media&token=')])
    expect(decodeFields(mockState().documents[`stock/3_${String(saved.id)}`]!.fields).units).toEqual({ 'S/sand': 4, 'M/sand': 2 })

    // The owner goes on with the new item on its own page in the back office.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/catalog/3/${String(saved.id)}`))
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Bucket Hat' }, { timeout: 5000 })).toBeInTheDocument()
    await router.navigate({ href: '/shop/accessories/linen-bucket-hat' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Bucket Hat' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/shop/accessories/linen-bucket-hat')
    expect(screen.getByRole('img', { name: 'Linen Bucket Hat, Sand' })).toHaveAttribute('src', saved.imageUrl)
  })

  it('refuses a file of the wrong type or over 5 MB before sending it, and asks for a picture', async () => {
    const { user } = await openForm()
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => void (request.url.startsWith(STORAGE) && sent.push(request.url)))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'Bags')
    // The file dialog offers the accepted types first; "All files" lets any through.
    const anyFile = userEvent.setup({ applyAccept: false })
    await anyFile.upload(screen.getByLabelText('Picture'), new File(['GIF89a'], 'dance.gif', { type: 'image/gif' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('dance.gif is not a JPEG, PNG, WebP or AVIF picture.')
    await user.upload(screen.getByLabelText('Picture'), png('poster.png', 5 * 1024 * 1024 + 1))
    expect(await screen.findByRole('alert')).toHaveTextContent('poster.png is 5.0 MB: a picture may be 5 MB at most.')
    expect(sent).toEqual([])

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tote')
    await user.type(screen.getByRole('textbox', { name: 'Price in dollars' }), '20')
    await user.click(screen.getByRole('button', { name: 'Add the item' }))
    const summary = await screen.findByText('The item was not added:')
    expect(summary.parentElement).toHaveTextContent('Picture: choose a picture of the item')
    await waitFor(() => expect(summary.parentElement).toHaveFocus())
    expect(screen.getByLabelText('Picture')).toHaveAccessibleDescription(/Picture: choose a picture of the item/)
  })

  it("shows Storage's refusal of a picture, and the server's refusal of the item", async () => {
    const { user } = await openForm()
    server.use(http.post(`${STORAGE}:bucket/o`, () => HttpResponse.json({ error: { code: 403, message: 'Permission denied.' } }, { status: 403 })))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'Bags')
    await user.upload(screen.getByLabelText('Picture'), png('bag.png'))
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'bag.png: The picture was refused: only the shop’s owners may add pictures, of JPEG, PNG, WebP or AVIF, 5 MB at most.',
    )
    server.resetHandlers()
    await user.upload(screen.getByLabelText('Picture'), png('bag.png'))
    await screen.findByText('bag.png is uploaded.', {}, { timeout: 5000 })
    server.use(
      http.post('/api/admin/items/:collectionId', () =>
        HttpResponse.json(
          { error: { code: 'bad-item', message: 'name: must be a non-empty string, not missing; price: must be dollars and whole cents' } },
          { status: 400 },
        ),
      ),
    )
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tote')
    await user.type(screen.getByRole('textbox', { name: 'Price in dollars' }), '20')
    await user.click(screen.getByRole('button', { name: 'Add the item' }))
    const summary = (await screen.findByText('The item was not added:')).parentElement!
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name: must be a non-empty string, not missing', 'Price: must be dollars and whole cents'])
  })
})
