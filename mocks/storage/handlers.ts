// Cloud Storage for Firebase as the web SDK uses it (docs/firebase-wire.md, "Storage"): uploads in one request
// (multipart) or resumable in chunks (files over 256 kB), metadata, the bytes at the download address, delete;
// under storage.rules as ./rules.ts enforces them. Only the demo's bucket exists.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { dropBytes, readBytes } from './bytes'
import { parseMultipart } from './multipart'
import { BUCKET, PERMISSION_DENIED, STORAGE_ORIGIN, UNAUTHENTICATED, findObject, metadataJson, objectKey, saveObject, storageError } from './objects'
import { canDelete, canRead, canWrite, storageCaller, type StorageCaller } from './rules'
import { mockState, persistMockState } from '../state'

const BUCKET_URL = `${STORAGE_ORIGIN}/v0/b/:bucket/o`
const OBJECT_URL = `${BUCKET_URL}/:object`

interface Upload {
  bucket: string
  name: string
  contentType: string
  size: number
  caller: StorageCaller
  chunks: Uint8Array[]
  received: number
}

/** Resumable uploads under way, by upload id: an upload is not state a reload should keep. */
const uploads = new Map<string, Upload>()

type Target = { bucket: string; caller: StorageCaller } | Response

function target(request: Request, bucket: unknown): Target {
  if (bucket !== BUCKET) return storageError(404, 'The specified bucket does not exist.')
  const caller = storageCaller(request.headers.get('authorization'))
  return caller ? { bucket, caller } : UNAUTHENTICATED()
}

const objectName = (params: Record<string, unknown>) => decodeURIComponent(String(params.object))
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Checks the upload as the rules do and stores it, answering its metadata. */
async function finish(bucket: string, name: string, contentType: string, bytes: Uint8Array, caller: StorageCaller) {
  if (!canWrite(caller, name, { size: bytes.length, contentType }, !!findObject(bucket, name))) return PERMISSION_DENIED()
  return HttpResponse.json(metadataJson(await saveObject(bucket, name, contentType, bytes)))
}

async function multipart(request: Request, bucket: string, caller: StorageCaller) {
  const upload = parseMultipart(request.headers.get('content-type'), new Uint8Array(await request.arrayBuffer()))
  if (!upload) return storageError(400, 'Invalid multipart request.')
  const name = new URL(request.url).searchParams.get('name') ?? text(upload.metadata.name)
  return finish(bucket, name, text(upload.metadata.contentType) || upload.partType, upload.bytes, caller)
}

async function startResumable(request: Request, bucket: string, caller: StorageCaller) {
  const metadata = (await request.json().catch(() => ({}))) as Record<string, unknown>
  const name = new URL(request.url).searchParams.get('name') ?? text(metadata.name)
  const contentType = request.headers.get('x-goog-upload-header-content-type') ?? text(metadata.contentType)
  const size = Number(request.headers.get('x-goog-upload-header-content-length') ?? metadata.size)
  // The declared size and type are judged at once, so a refused upload sends no bytes; the finished one again.
  if (!canWrite(caller, name, { size, contentType }, !!findObject(bucket, name))) return PERMISSION_DENIED()
  const id = crypto.randomUUID()
  uploads.set(id, { bucket, name, contentType, size, caller, chunks: [], received: 0 })
  const url = `${STORAGE_ORIGIN}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`
  return new HttpResponse(null, { headers: { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-URL': url, 'X-Goog-Upload-Chunk-Granularity': '262144' } })
}

async function continueResumable(request: Request, id: string) {
  const upload = uploads.get(id)
  if (!upload) return storageError(404, 'No such upload.')
  const command = (request.headers.get('x-goog-upload-command') ?? '').split(',').map((part) => part.trim())
  if (command.includes('query')) {
    return new HttpResponse(null, { headers: { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-Size-Received': String(upload.received) } })
  }
  if (command.includes('upload')) {
    if (Number(request.headers.get('x-goog-upload-offset')) !== upload.received) return storageError(400, 'Invalid upload offset.')
    const chunk = new Uint8Array(await request.arrayBuffer())
    upload.chunks.push(chunk)
    upload.received += chunk.length
  }
  if (!command.includes('finalize')) return new HttpResponse(null, { headers: { 'X-Goog-Upload-Status': 'active' } })
  uploads.delete(id)
  const bytes = new Uint8Array(upload.received)
  let offset = 0
  for (const chunk of upload.chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  const answer = await finish(upload.bucket, upload.name, upload.contentType, bytes, upload.caller)
  answer.headers.set('X-Goog-Upload-Status', 'final')
  return answer
}

export const storageHandlers: HttpHandler[] = [
  http.post(BUCKET_URL, async ({ request, params }) => {
    const uploadId = new URL(request.url).searchParams.get('upload_id')
    if (uploadId) return continueResumable(request, uploadId)
    const found = target(request, params.bucket)
    if (found instanceof Response) return found
    const protocol = request.headers.get('x-goog-upload-protocol')
    if (protocol === 'multipart') return multipart(request, found.bucket, found.caller)
    if (protocol === 'resumable') return startResumable(request, found.bucket, found.caller)
    return storageError(400, 'Unsupported upload protocol.')
  }),

  http.get(OBJECT_URL, async ({ request, params }) => {
    const found = target(request, params.bucket)
    if (found instanceof Response) return found
    const name = objectName(params)
    if (!canRead(name)) return PERMISSION_DENIED()
    const stored = findObject(found.bucket, name)
    if (!stored) return storageError(404, 'Not Found.')
    const url = new URL(request.url)
    if (url.searchParams.get('alt') !== 'media') return HttpResponse.json(metadataJson(stored))
    const token = url.searchParams.get('token')
    if (token !== null && token !== stored.downloadTokens) return PERMISSION_DENIED()
    const bytes = await readBytes(stored.downloadTokens)
    if (!bytes) return storageError(404, 'Not Found.')
    return new HttpResponse(bytes.slice().buffer, { headers: { 'Content-Type': stored.contentType, 'Cache-Control': 'private, max-age=0' } })
  }),

  http.delete(OBJECT_URL, async ({ request, params }) => {
    const found = target(request, params.bucket)
    if (found instanceof Response) return found
    const name = objectName(params)
    if (!canDelete(found.caller, name)) return PERMISSION_DENIED()
    const stored = findObject(found.bucket, name)
    if (!stored) return storageError(404, 'Not Found.')
    delete mockState().storageObjects[objectKey(found.bucket, name)]
    persistMockState()
    await dropBytes(stored.downloadTokens)
    return new HttpResponse(null, { status: 204 })
  }),

  // updateMetadata: an update, which the rules allow nobody.
  http.patch(OBJECT_URL, ({ request, params }) => {
    const found = target(request, params.bucket)
    return found instanceof Response ? found : PERMISSION_DENIED()
  }),
]
