// The demo's /api: the shop's one /api (src/lib/api), the same code the Cloud Functions run, over the demo's adapter
// (serve.ts). Any origin, so the development server, the preview and Node tests all reach it. The answers load
// their code on first use, so the order code and its schema library stay out of the handlers every demo page
// starts with.
import { http, HttpResponse, type HttpHandler } from 'msw'

type SessionParams = { sessionId: string }

export const apiHandlers: HttpHandler[] = [
  // The demo's stand-ins for the payment provider's page and for sent mail.
  http.get<SessionParams>('*/api/demo-pay/:sessionId', async ({ request, params }) => (await import('./serve')).servePaymentPage(request, params.sessionId)),
  http.post<SessionParams>('*/api/demo-pay/:sessionId', async ({ request, params }) => (await import('./serve')).servePaymentPage(request, params.sessionId)),
  http.all('*/api/demo-pay/:sessionId', () =>
    HttpResponse.json(
      { error: { code: 'method-not-allowed', message: 'This address answers GET, POST only.' } },
      { status: 405, headers: { Allow: 'GET, POST' } },
    ),
  ),
  http.get('*/api/demo-mail', async () => (await import('./serve')).serveOutbox()),
  http.all('*/api/demo-mail', () =>
    HttpResponse.json({ error: { code: 'method-not-allowed', message: 'This address answers GET only.' } }, { status: 405, headers: { Allow: 'GET' } }),
  ),
  // Everything else: the shop's own routes, their methods and App Check, as the function answers them.
  http.all('*/api/*', async ({ request }) => (await import('./serve')).serveApi(request)),
]
