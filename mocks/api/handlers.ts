// The demo's /api: the same order code the Cloud Functions run, over the mock's state. Any origin, so the
// development server, the preview and Node tests all reach it. Each answer loads its code on first use, so the
// order code and its schema library stay out of the handlers every demo page starts with.
import { http, type HttpHandler } from 'msw'
import { methodNotAllowed, noRoute, withAppCheck } from './guard'

type OrderParams = { orderId: string }
type SessionParams = { sessionId: string }

export const apiHandlers: HttpHandler[] = [
  http.post(
    '*/api/checkout',
    withAppCheck(async (info) => (await import('./checkout')).createCheckout(info)),
  ),
  http.post(
    '*/api/account/claim-orders',
    withAppCheck(async (info) => (await import('./claim')).claimOrders(info)),
  ),
  http.get<OrderParams>(
    '*/api/orders/:orderId',
    withAppCheck(async (info) => (await import('./orders')).getOrder(info)),
  ),
  http.post<OrderParams>(
    '*/api/orders/:orderId/withdraw',
    withAppCheck(async (info) => (await import('./orders')).withdraw(info)),
  ),
  http.post<OrderParams>(
    '*/api/orders/:orderId/cancel',
    withAppCheck(async (info) => (await import('./orders')).cancel(info)),
  ),
  http.post<{ orderId: string; action: string }>(
    '*/api/admin/orders/:orderId/:action',
    withAppCheck(async (info) => (await import('./owner')).ownerAction(info)),
  ),
  http.post<{ collectionId: string; itemId: string }>(
    '*/api/admin/items/:collectionId/:itemId',
    withAppCheck(async (info) => (await import('./owner-catalog')).editItem(info)),
  ),
  http.post<{ collectionId: string }>(
    '*/api/admin/items/:collectionId',
    withAppCheck(async (info) => (await import('./owner-catalog')).addNewItem(info)),
  ),
  http.post<{ collectionId: string; itemId: string }>(
    '*/api/admin/stock/:collectionId/:itemId',
    withAppCheck(async (info) => (await import('./owner-catalog')).editStock(info)),
  ),
  http.post(
    '*/api/admin/settings',
    withAppCheck(async (info) => (await import('./owner-catalog')).saveSettings(info)),
  ),
  // The demo's stand-ins for the payment provider's page and for sent mail: no App Check, as the provider's own.
  http.get<SessionParams>('*/api/demo-pay/:sessionId', async (info) => (await import('./demo-pay')).showSession(info)),
  http.post<SessionParams>('*/api/demo-pay/:sessionId', async (info) => (await import('./demo-pay')).actOnSession(info)),
  http.get('*/api/demo-mail', async (info) => (await import('./demo-mail')).listMail(info)),
  // A known path with another method, then any other path.
  http.all('*/api/checkout', methodNotAllowed('POST')),
  http.all('*/api/account/claim-orders', methodNotAllowed('POST')),
  http.all('*/api/orders/:orderId', methodNotAllowed('GET')),
  http.all('*/api/orders/:orderId/withdraw', methodNotAllowed('POST')),
  http.all('*/api/orders/:orderId/cancel', methodNotAllowed('POST')),
  http.all('*/api/admin/orders/:orderId/:action', methodNotAllowed('POST')),
  http.all('*/api/admin/items/:collectionId/:itemId', methodNotAllowed('POST')),
  http.all('*/api/admin/items/:collectionId', methodNotAllowed('POST')),
  http.all('*/api/admin/stock/:collectionId/:itemId', methodNotAllowed('POST')),
  http.all('*/api/admin/settings', methodNotAllowed('POST')),
  http.all('*/api/demo-pay/:sessionId', methodNotAllowed('GET, POST')),
  http.all('*/api/demo-mail', methodNotAllowed('GET')),
  http.all('*/api/*', noRoute),
]
