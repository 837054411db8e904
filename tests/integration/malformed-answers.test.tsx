// What the shop's pages do with an /api answer that is not the one they read (an older function, a proxy's error
// page, a bug): a clear sentence, never a crash or a wrong step. Each answer is replaced in the mock backend.
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { createCheckout } from '../../src/features/orders/api/create-checkout'
import { cancelOrder } from '../../src/features/orders/api/cancel-order'
import { withdrawOrder } from '../../src/features/orders/api/withdraw-order'
import { renderApp } from './harness'

const UNREADABLE = 'The shop’s answer could not be read. Try again in a moment.'
const checkoutInput = {
  country: 'IE' as const,
  lines: [{ collectionId: '1', itemId: 9, size: 'M', color: 'navy', quantity: 1 }],
  attemptId: 'a'.repeat(20),
  signedIn: false,
}
const answerCheckout = (answer: () => Response) => server.use(http.post('*/api/checkout', answer))

describe('a checkout’s answer', () => {
  it.each([
    ['a payment address that is not one', () => HttpResponse.json({ url: 42 })],
    ['an address that is not a web page', () => HttpResponse.json({ url: 'javascript:alert(1)' })],
    ['a page instead of JSON', () => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
  ])('with %s is an error saying so, and the shopper is sent nowhere', async (_, answer) => {
    answerCheckout(answer)
    expect(await createCheckout(checkoutInput)).toEqual({ kind: 'error', message: UNREADABLE })
  })

  it('with changed lines it cannot read is an error with the server’s sentence, not a list of problems', async () => {
    answerCheckout(() => HttpResponse.json({ error: { code: 'cart-changed', message: 'Your cart changed.', problems: [{ line: 'first' }] } }, { status: 409 }))
    expect(await createCheckout(checkoutInput)).toEqual({ kind: 'error', message: 'Your cart changed.' })
  })

  it('with an error in another shape says the shop could not answer', async () => {
    answerCheckout(() => HttpResponse.json({ error: 'overloaded' }, { status: 503 }))
    expect(await createCheckout(checkoutInput)).toEqual({ kind: 'error', message: 'The shop could not answer. Try again in a moment.' })
  })
})

describe('an order’s answer', () => {
  it('to a cancellation or a withdrawal, without an order the page can show, is an error saying so', async () => {
    server.use(
      http.post('*/api/orders/:orderId/cancel', () => HttpResponse.json({ order: { id: 7 } })),
      http.post('*/api/orders/:orderId/withdraw', () => HttpResponse.json({ done: true })),
    )
    expect(await cancelOrder('KQ2M9XH4D7', 'token')).toEqual({ ok: false, message: UNREADABLE })
    expect(await withdrawOrder('KQ2M9XH4D7', 'token', false)).toEqual({
      ok: false,
      message: 'Your withdrawal was sent, but the answer could not be read. Reload the page to see it.',
    })
  })
})

describe('the demo’s payment page', () => {
  it('shows a session it cannot read as an error, not an empty panel', async () => {
    const session = { status: 'open', customerEmail: 'ann@example.com', amountSubtotal: 2500, lines: [], shippingOptions: [] }
    server.use(http.get('*/api/demo-pay/:sessionId', () => HttpResponse.json(session)))
    await renderApp('/demo-pay/cs_test_x')
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(UNREADABLE)
  })
})
