// Each /api call of the demo as the Cloud Function answers it: the MSW request turned into the /api's plain request,
// answered by the same router and handlers (src/lib/api) over the demo's adapter, and sent back as JSON. Sessions
// past their time expire first, as the provider's do on their own.
import { HttpResponse } from 'msw'
import type { ApiResponse } from '../../src/lib/api/http'
import { handleApi } from '../../src/lib/api/router'
import { demoDeps } from './demo-deps'
import { actOnSession, showSession } from './demo-pay'
import { expireDueSessions } from './demo-payments'
import { billedReads } from './billed-reads'
import { queuedMail } from './memory-store'

const answer = ({ status, body, headers }: ApiResponse, extra: Record<string, string> = {}) =>
  HttpResponse.json(body as object, { status, headers: { ...headers, ...extra } })

/** The header that tells what the call read, as a real project's Firestore would bill it (billed-reads.ts). */
export const DOCUMENTS_READ_HEADER = 'X-Documents-Read'

export async function serveApi(request: Request, ports = demoDeps(new URL(request.url).origin)): Promise<Response> {
  const url = new URL(request.url)
  // App Check's tokens are checked by App Check itself in a real project, not read from Firestore: not billed here.
  const billed = billedReads(ports.store)
  const deps = { ...ports, store: billed.store }
  await expireDueSessions(deps)
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => (headers[name.toLowerCase()] = value))
  const response = await handleApi({ method: request.method, path: url.pathname, headers, rawBody: new Uint8Array(await request.arrayBuffer()) }, deps)
  return answer(response, { [DOCUMENTS_READ_HEADER]: String(billed.reads()) })
}

/** The demo's stand-in for the provider's payment page (GET shows the session, POST acts on it): no App Check, as the provider's own. */
export async function servePaymentPage(request: Request, sessionId: string): Promise<Response> {
  const deps = demoDeps(new URL(request.url).origin)
  await expireDueSessions(deps)
  return answer(request.method === 'GET' ? await showSession(deps, sessionId) : await actOnSession(deps, sessionId, await request.text()))
}

/** The demo's outbox: the mail the order code queued, newest first. With a real project the Trigger Email extension sends them. */
export const serveOutbox = (): Response =>
  HttpResponse.json({
    mail: queuedMail()
      .reverse()
      .map(({ to, message, queuedAt }) => ({ to, subject: message.subject, text: message.text, queuedAt })),
  })
