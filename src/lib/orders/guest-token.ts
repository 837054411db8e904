// A guest reads their order with a private token: 256 random bits, shown to them once; only its SHA-256 is
// stored, so a leaked database does not open anyone's order. Web Crypto, so the browser, Node and the functions
// run the same code.
const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** Base64url of 32 random bytes: 43 characters, safe in an address. */
export function newOrderToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A random id for documents and sessions: 20 base64url characters (120 bits). */
export const newId = (): string => newOrderToken().slice(0, 20)

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/** Whether `token` is the one whose hash is stored. Hashes are compared whole, in time independent of where they differ. */
export async function tokenMatches(token: string, storedHash: string): Promise<boolean> {
  if (!token || token.length > 128) return false
  const hash = await sha256Hex(token)
  if (hash.length !== storedHash.length) return false
  let difference = 0
  for (let i = 0; i < hash.length; i++) difference |= hash.charCodeAt(i) ^ storedHash.charCodeAt(i)
  return difference === 0
}
