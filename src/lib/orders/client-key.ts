// Who a checkout is counted against. Behind Firebase Hosting the function reads the caller's address from
// X-Forwarded-For, whose left part is whatever the client sent: only the entries Google's own proxies append
// on the right can be trusted. `proxyHops` says how many of those come after the client's address (the
// functions read it from the FORWARDED_HOPS setting); the entry just left of them is the client's. A signed-in
// shopper is counted under their account as well, so neither new connections nor new accounts alone lift the
// limit. Keys are hashes: the stored counts hold no address.
import { sha256Hex } from './guest-token'

/** The client's address as the shop's proxies saw it, or null when the header has fewer entries than they add. */
export function forwardedClient(forwardedFor: string | undefined, proxyHops: number): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries[entries.length - 1 - proxyHops] ?? null
}

/**
 * The part of an address one client holds: a whole IPv4 address, an IPv6 address's /64 network (one home or
 * phone gets a whole /64, so its single addresses would each count apart).
 */
export function addressBlock(address: string): string {
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .split('::')
  const groups = head === '' ? [] : head.split(':')
  const rest = tail === '' ? [] : tail.split(':')
  const full = [...groups, ...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest]
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * The key one checkout is counted under: a signed-in shopper's account, so that the other people behind their address
 * (an office, a mobile carrier) never lock them out; a guest's connection (its address block).
 */
export async function clientKeys(address: string | null, uid: string | null): Promise<string[]> {
  const key = uid === null ? `ip:${address === null ? 'unknown' : addressBlock(address)}` : `uid:${uid}`
  return [(await sha256Hex(key)).slice(0, 32)]
}
