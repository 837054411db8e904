// The body of the SDK's one-request upload (`X-Goog-Upload-Protocol: multipart`, Content-Type
// `multipart/related; boundary=B`): the object's metadata as JSON, then its bytes, each part with a Content-Type.
//   --B\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":…,"contentType":…}\r\n
//   --B\r\nContent-Type: image/png\r\n\r\n<bytes>\r\n--B--
const encoder = new TextEncoder()
const decoder = new TextDecoder()

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

export interface MultipartUpload {
  metadata: Record<string, unknown>
  /** The Content-Type of the bytes' part. */
  partType: string
  bytes: Uint8Array
}

/** The two parts of a multipart upload, or null when the body is not one. */
export function parseMultipart(contentType: string | null, body: Uint8Array): MultipartUpload | null {
  const boundary = contentType?.match(/^multipart\/related;\s*boundary=("?)([^";]+)\1/i)?.[2]
  if (!boundary) return null
  const delimiter = encoder.encode(`--${boundary}\r\n`)
  const blank = encoder.encode('\r\n\r\n')
  const close = encoder.encode(`\r\n--${boundary}--`)
  if (indexOf(body, delimiter) !== 0) return null
  const jsonStart = indexOf(body, blank) + blank.length
  const second = indexOf(body, encoder.encode(`\r\n--${boundary}\r\n`), jsonStart)
  const headersStart = second + 2 + delimiter.length
  const headersEnd = indexOf(body, blank, headersStart)
  const end = body.length - close.length
  if (jsonStart < blank.length || second < 0 || headersEnd < 0 || indexOf(body, close, end) !== end) return null
  try {
    const metadata: unknown = JSON.parse(decoder.decode(body.subarray(jsonStart, second)))
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return null
    const partType =
      decoder
        .decode(body.subarray(headersStart, headersEnd))
        .match(/^content-type:\s*(.+)$/im)?.[1]
        ?.trim() ?? ''
    return { metadata: metadata as Record<string, unknown>, partType, bytes: body.slice(headersEnd + blank.length, end) }
  } catch {
    return null
  }
}
