// base64url without padding (RFC 4648 §5), the alphabet of JWTs and of Google's opaque tokens. btoa and atob
// work on one character a byte, so the same code runs in the browser (MSW worker mode) and in Node.
export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Throws on text that is not base64url. */
export function decodeBase64Url(text: string): Uint8Array {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
}
