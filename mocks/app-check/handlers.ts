// App Check's token exchange (content-firebaseappcheck.googleapis.com/v1/projects/<p>/apps/<app>:exchangeDebugToken),
// as the debug provider calls it: the demo, its tests and CI send the demo's debug token, so no request leaves
// the machine. Like the real service, only a registered debug token is exchanged; the token given back is the
// demo's kind (src/lib/app-check/debug-token.ts), which the demo's /api and the Functions emulator accept.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { DEBUG_TOKEN_TTL_SECONDS, DEMO_DEBUG_TOKEN, mintDebugAppCheckToken } from '../../src/lib/app-check/debug-token'

const EXCHANGE = /\/v1\/projects\/([^/]+)\/apps\/([^/]+):exchangeDebugToken$/

const refused = (status: number, message: string) =>
  HttpResponse.json({ error: { code: status, message, status: status === 400 ? 'INVALID_ARGUMENT' : 'PERMISSION_DENIED' } }, { status })

export const appCheckHandlers: HttpHandler[] = [
  http.post(EXCHANGE, async ({ request }) => {
    const [, project = '', app = ''] = EXCHANGE.exec(new URL(request.url).pathname) ?? []
    if (!new URL(request.url).searchParams.get('key')) return refused(400, 'API key not valid. Please pass a valid API key.')
    const body = (await request.json().catch(() => null)) as { debug_token?: unknown } | null
    if (body?.debug_token !== DEMO_DEBUG_TOKEN) return refused(403, 'App attestation failed.')
    return HttpResponse.json({ token: mintDebugAppCheckToken(decodeURIComponent(app), decodeURIComponent(project)), ttl: `${DEBUG_TOKEN_TTL_SECONDS}s` })
  }),
]
