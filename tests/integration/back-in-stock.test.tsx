// "Email me when it is back" on the real route tree with the demo's backend: a sold-out size's page offers it, the
// dialog takes a guest's address and says what they agree to, the owner's count brings the size back and the demo
// outbox holds the one mail, whose unsubscribe page cancels the address's other requests with one press.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL } from '../../mocks/auth/demo-owner'
import { ownerIdToken } from '../support/id-tokens'
import { api, newAttemptId } from '../support/shop-api'
import { renderApp } from './harness'

const SOLD_OUT = '/shop/apparel/classic-crew-neck-t-shirt?size=XS&color=navy'

describe('back in stock', () => {
  it('offers the form only for a sold-out variant', async () => {
    await renderApp('/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy')
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' })
    expect(screen.queryByRole('button', { name: 'Email me when it is back' })).not.toBeInTheDocument()
  })

  it('stores a guest’s request, mails it once the owner restocks, and its link stops the address’s other requests', async () => {
    const { user, unmount } = await renderApp(SOLD_OUT)
    await user.click(await screen.findByRole('button', { name: 'Email me when it is back' }))
    const dialog = await screen.findByRole('dialog', { name: 'Email me when it is back' })
    expect(dialog).toHaveTextContent('Classic Crew Neck T-Shirt, Size XS · Navy')
    // Consent is the press of the button the sentence describes; nothing is ticked for the shopper.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Email me once' })).toHaveAccessibleDescription(/one email when this size and colour is back/)
    await user.type(within(dialog).getByLabelText('Email'), 'ann@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Email me once' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Done. We will email ann@example.com once, when it is back.')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Email me when it is back' })).toHaveFocus())
    unmount()

    // A second request of the same address, for another sold-out item.
    const other = {
      collectionId: '2',
      itemId: 10,
      size: 'XL',
      color: 'rose',
      path: '/shop/apparel/oxford-button-down-shirt',
      email: 'ann@example.com',
      consent: true,
    }
    expect((await api('/back-in-stock', { body: other })).status).toBe(200)
    const owner = ownerIdToken('demo-owner', DEMO_OWNER_EMAIL)
    const restock = await api('/admin/stock/2/9', { body: { attemptId: newAttemptId(), units: { 'XS/navy': { from: 0, to: 3 } } }, idToken: owner })
    expect(restock.status).toBe(200)

    const outbox = await renderApp('/demo-mail')
    const letter = (await screen.findAllByRole('article')).find((article) => within(article).queryByRole('heading', { name: /^Back in stock/ }))!
    expect(within(letter).getByRole('heading')).toHaveTextContent('Back in stock: Classic Crew Neck T-Shirt, size XS, Navy')
    expect(letter).toHaveTextContent('To ann@example.com')
    const link = within(letter).getByRole('link', { name: /\/unsubscribe\?token=/ })
    const product = within(letter).getByRole('link', { name: /\/shop\/apparel\/classic-crew-neck-t-shirt\?size=XS&color=navy/ })
    expect(product).toBeInTheDocument()
    const unsubscribe = new URL(link.getAttribute('href')!)
    outbox.unmount()

    const { user: reader } = await renderApp(`${unsubscribe.pathname}${unsubscribe.search}`)
    await screen.findByRole('heading', { level: 1, name: 'Back-in-stock emails' })
    await reader.click(screen.getByRole('button', { name: 'Stop my back-in-stock emails' }))
    await waitFor(async () =>
      expect(await screen.findByText(/Cancelled\. You will get no back-in-stock emails from us \(one request was waiting\)\./)).toHaveFocus(),
    )
  })

  it('says a link without its token is not complete', async () => {
    await renderApp('/unsubscribe')
    expect(await screen.findByText('This link is not complete: open it from the email again.')).toBeInTheDocument()
  })
})
