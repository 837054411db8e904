// What every /api call meets before its handler: the App Check token the shop's page sends (X-Firebase-AppCheck)
// checked as the Functions emulator checks it, and for a path the demo answers with another method, 405 with
// Allow. The demo's own payment page and outbox stand in for other services and are not guarded.
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw'
import { verifyDebugAppCheckToken } from '../../src/lib/app-check/debug-token'
import { apiError } from './responses'

/** The 401 for a call without a token the demo's exchange gave out, or null when it has one. */
function appCheckRefusal(request: Request): HttpResponse<DefaultBodyType> | null {
  const token = request.headers.get('x-firebase-appcheck')
  if (token && verifyDebugAppCheckToken(token)) return null
  return apiError(401, 'app-check', 'This request did not come from the shop’s own page. Reload the page and try again.')
}

/** `resolve`, after the App Check token is checked. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver, whatever its params and bodies
export const withAppCheck = <Resolver extends HttpResponseResolver<any, any, any>>(resolve: Resolver): Resolver =>
  ((info: Parameters<Resolver>[0]) => appCheckRefusal(info.request) ?? resolve(info)) as Resolver

export const methodNotAllowed = (allow: string) => (): HttpResponse<DefaultBodyType> =>
  HttpResponse.json({ error: { code: 'method-not-allowed', message: `This address answers ${allow} only.` } }, { status: 405, headers: { Allow: allow } })

export const noRoute = ({ request }: { request: Request }): HttpResponse<DefaultBodyType> =>
  apiError(404, 'no-route', `No ${request.method} ${new URL(request.url).pathname}.`)
