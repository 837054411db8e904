// Who a checkout is counted against, from nothing a caller can write. Every proxy in front of the function appends
// the address that connected to it to X-Forwarded-For; the last entry is always appended by Google's front end, so a
// caller cannot choose it, and everything left of the first entry no trusted proxy appended is the caller's own text.
// So the client is found by walking from the right past the shop's own proxies (the `trustedProxies` ranges: Google's
// front ends, and Hosting's when the going-live check shows them): through Hosting that is the shopper's address
// as Hosting saw it; a call to the function's own address stops at the caller's real address, whatever it forged
// before it. A signed-in shopper is counted by account; a guest by their browser's checkout pass and, above it, by
// their address block (checkout-pass.ts). Keys are hashes: the stored counts hold no address.
import { sha256Hex } from './guest-token'

/** The ranges Google's front ends and load balancers connect from (Google Cloud's documented proxy ranges). */
export const GOOGLE_FRONT_ENDS = ['35.191.0.0/16', '130.211.0.0/22'] as const

/** A comma-separated list of ranges as configured; entries that are no range are dropped. */
export const proxyRanges = (setting: string): string[] =>
  setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && bits(entry.split('/')[0]!) !== null)

/** An IPv4 or IPv6 address as a bit string, or null when it is neither. */
function bits(address: string): string | null {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) {
    const parts = text.split('.').map(Number)
    return parts.every((part) => part <= 255) ? parts.map((part) => part.toString(2).padStart(8, '0')).join('') : null
  }
  if (!/^[0-9a-f:]+$/.test(text) || text.split('::').length > 2) return null
  const [head = '', tail = ''] = text.split('::')
  const groups = head === '' ? [] : head.split(':')
  const rest = tail === '' ? [] : tail.split(':')
  const missing = 8 - groups.length - rest.length
  if (missing < 0 || (missing > 0 && !text.includes('::')) || [...groups, ...rest].some((group) => group.length === 0 || group.length > 4)) return null
  return [...groups, ...Array<string>(missing).fill('0'), ...rest].map((group) => parseInt(group, 16).toString(2).padStart(16, '0')).join('')
}

/** Whether `address` lies in the range `cidr` ('35.191.0.0/16', '2600:1900::/28'); a malformed range holds nothing. */
export function inRange(address: string, cidr: string): boolean {
  const [base = '', size] = cidr.split('/')
  const range = bits(base)
  const own = bits(address)
  const prefix = size === undefined ? range?.length : Number(size)
  if (!range || !own || own.length !== range.length || prefix === undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > range.length) return false
  return own.slice(0, prefix) === range.slice(0, prefix)
}

/** The X-Forwarded-For header's entries, left to right. */
export const forwardedEntries = (forwardedFor: string | undefined): string[] =>
  (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/**
 * The client's address: the rightmost X-Forwarded-For entry that none of the trusted proxies appended. Null when the
 * header is missing, or every entry is a trusted proxy's.
 */
export function forwardedClient(forwardedFor: string | undefined, trustedProxies: readonly string[]): string | null {
  const entries = forwardedEntries(forwardedFor)
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index]!
    if (!trustedProxies.some((cidr) => inRange(entry, cidr))) return entry
  }
  return null
}

/**
 * The part of an address one client holds: a whole IPv4 address, an IPv6 address's /64 network (one home or
 * phone gets a whole /64, so its single addresses would each count apart).
 */
export function addressBlock(address: string): string {
  const own = bits(address)
  if (own === null || own.length === 32) return address
  return `${own
    .slice(0, 64)
    .match(/.{16}/g)!
    .map((group) => parseInt(group, 2).toString(16))
    .join(':')}::/64`
}

/** The hashed key of a count: what it counts (`uid:…`, `pass:…`, `ip:…`), never stored as text. */
export const countKey = async (key: string): Promise<string> => (await sha256Hex(key)).slice(0, 32)
