// The demo's /api: the same order code the Cloud Functions run, over the mock's state. Any origin, so the
// development server, the preview and Node tests all reach it.
import { http, type HttpHandler } from 'msw'
import { createCheckout } from './checkout'
import { actOnSession, showSession } from './demo-pay'
import { getOrder, withdraw } from './orders'

export const apiHandlers: HttpHandler[] = [
  http.post('*/api/checkout', createCheckout),
  http.get('*/api/orders/:orderId', getOrder),
  http.post('*/api/orders/:orderId/withdraw', withdraw),
  http.get('*/api/demo-pay/:sessionId', showSession),
  http.post('*/api/demo-pay/:sessionId', actOnSession),
]
