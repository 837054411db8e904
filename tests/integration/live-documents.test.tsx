// A signed-in shopper's documents follow Firestore live: the listener starts for a shopper and never for a
// visitor, a change made elsewhere (the owner ships an order, the profile changes in another tab) shows without a
// request for it, a document the schema refuses is not shown, and signing out ends the listening.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenedTargets } from '../../mocks/firestore/listen'
import { nextCommitTime } from '../../mocks/firestore/time'
import { decodeFields, encodeFields } from '../../mocks/firestore/values'
import { mockState, persistMockState } from '../../mocks/state'
import { createMockAccount } from '../support/mock-accounts'
import { payPage, startCheckout, tent } from '../support/shop-api'
import { backendSettled, renderApp, signInBeforeRender } from './harness'
import { ann, recordRequests } from './signin-page'

const requests = recordRequests()
const listenRequests = () => requests().filter((request) => request.includes('/Listen/channel'))

/** A change as the owner's functions or another tab make one: the stored document, then every listener hears. */
function change(key: string, edit: (data: Record<string, unknown>) => Record<string, unknown>): void {
  const stored = mockState().documents[key]
  if (!stored) throw new Error(`No document ${key}`)
  mockState().documents[key] = { ...stored, fields: encodeFields(edit(decodeFields(stored.fields))), updateTime: nextCommitTime().text }
  persistMockState()
}

async function signedInShopper() {
  const created = await createMockAccount(ann)
  await signInBeforeRender(ann.email, ann.password)
  return created
}

afterEach(() => vi.restoreAllMocks())

describe('live documents', () => {
  it('are never listened to for a visitor', async () => {
    await renderApp('/')
    await renderApp('/account/orders/ABCDEFGH23')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(listenRequests()).toEqual([])
    expect(listenedTargets()).toEqual([])
  })

  it('follow the shopper’s user document: a change shows within 2 s with no request for it, and sign-out stops it', async () => {
    const { localId } = await signedInShopper()
    const { user, queryClient } = await renderApp('/')
    expect(await screen.findByText('Hi, Ann', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(listenedTargets()).toContain(`users/${localId}`)
    // What a sign-in starts (the document's creation, the cart's first sync) is done before counting.
    await backendSettled(queryClient)

    const before = requests().length
    change(`users/${localId}`, (data) => ({ ...data, displayName: 'Annie Shopper' }))
    expect(await screen.findByText('Hi, Annie', {}, { timeout: 2000 })).toBeInTheDocument()
    // Pushed on the channel the listener already had open: no read of the document, no new channel.
    expect(
      requests()
        .slice(before)
        .filter((request) => !request.startsWith('GET ')),
    ).toEqual([])

    await user.click(screen.getByRole('button', { name: 'SIGN OUT' }))
    await waitFor(() => expect(listenedTargets()).not.toContain(`users/${localId}`), { timeout: 2000 })
  })

  it('follow an open order page: the owner’s shipping shows within 2 s, and a document the schema refuses is not shown', async () => {
    const { idToken } = await signedInShopper()
    const order = await startCheckout([tent()], {}, idToken)
    await payPage(order.sessionId, 'pay')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderApp(`/account/orders/${order.orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${order.orderId}` }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Paid')
    await waitFor(() => expect(listenedTargets()).toContain(`orders/${order.orderId}`))

    const shippedAt = new Date().toISOString()
    change(`orders/${order.orderId}`, (data) => ({ ...data, status: 'shipped', shippedAt, shipment: { carrier: 'DHL', trackingNumber: 'JD0123' } }))
    await waitFor(() => expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Shipped'), { timeout: 2000 })

    change(`orders/${order.orderId}`, (data) => ({ ...data, status: 'lost in space', totalCents: 'a lot' }))
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('a shape the shop cannot show')))
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Shipped')
    expect(screen.queryByText(/lost in space/)).not.toBeInTheDocument()
  })
})
