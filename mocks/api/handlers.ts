// The demo's /api: the same order code the Cloud Functions run, over the mock's state. Any origin, so the
// development server, the preview and Node tests all reach it. Each answer loads its code on first use, so the
// order code and its schema library stay out of the handlers every demo page starts with.
import { http, type HttpHandler } from 'msw'

type OrderParams = { orderId: string }
type SessionParams = { sessionId: string }

export const apiHandlers: HttpHandler[] = [
  http.post('*/api/checkout', async (info) => (await import('./checkout')).createCheckout(info)),
  http.post('*/api/account/claim-orders', async (info) => (await import('./claim')).claimOrders(info)),
  http.get<OrderParams>('*/api/orders/:orderId', async (info) => (await import('./orders')).getOrder(info)),
  http.post<OrderParams>('*/api/orders/:orderId/withdraw', async (info) => (await import('./orders')).withdraw(info)),
  http.post<OrderParams>('*/api/orders/:orderId/cancel', async (info) => (await import('./orders')).cancel(info)),
  http.post<{ orderId: string; action: string }>('*/api/admin/orders/:orderId/:action', async (info) => (await import('./owner')).ownerAction(info)),
  http.get<SessionParams>('*/api/demo-pay/:sessionId', async (info) => (await import('./demo-pay')).showSession(info)),
  http.post<SessionParams>('*/api/demo-pay/:sessionId', async (info) => (await import('./demo-pay')).actOnSession(info)),
  http.get('*/api/demo-mail', async (info) => (await import('./demo-mail')).listMail(info)),
]
