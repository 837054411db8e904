/**
 * Where to go after signing in: the `redirect` search parameter when it names a path on this site, else '/'.
 * Anything that could leave the site (another origin, '//host', a javascript: URL) falls back to '/'.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  try {
    const base = 'https://shop.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return '/'
    const target = `${url.pathname}${url.search}${url.hash}`
    // Checked again after normalising: '/a/..//evil.example' becomes '//evil.example'.
    if (target.startsWith('//') || target.startsWith('/\\') || url.pathname === '/signin') return '/'
    return target
  } catch {
    return '/'
  }
}
