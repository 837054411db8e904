// GET /api/client-address: what the function makes of the caller's address, for the one check after deploying
// (docs/going-live.md): the X-Forwarded-For entries it received, the ones its trusted proxies appended, and the
// address it counts the caller under. Opened in a browser through the shop's domain, the counted address must be
// the owner's own; if it is one of Hosting's, its range belongs in TRUSTED_PROXIES. It tells a caller only their own
// address and the proxies in front of the function; it reads and writes nothing, so it needs no App Check token.
import { addressBlock, forwardedClient, forwardedEntries, inRange } from '../orders/client-key'
import { json, type ApiRequest, type ApiResponse } from './http'
import type { Deps } from './ports'

export function clientAddress(request: ApiRequest, deps: Deps): ApiResponse {
  const forwardedFor = forwardedEntries(request.headers['x-forwarded-for'])
  const client = forwardedClient(request.headers['x-forwarded-for'], deps.trustedProxies)
  const trusted = forwardedFor.filter((entry) => deps.trustedProxies.some((cidr) => inRange(entry, cidr)))
  return json(200, { forwardedFor, trustedProxies: trusted, countedAs: client === null ? null : addressBlock(client) })
}
