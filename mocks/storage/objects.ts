// The demo bucket's objects: written once an upload is complete and allowed, read back as the metadata the SDK
// maps (getMetadata, getDownloadURL) and as the bytes at the download address.
import { HttpResponse } from 'msw'
import { DEMO_OPTIONS } from '../../src/lib/firebase/config'
import { mockState, persistMockState, type StoredObject } from '../state'
import { keepBytes } from './bytes'

export const BUCKET = DEMO_OPTIONS.storageBucket
/** Where the SDK sends every request: `/v0/b/<bucket>/o` and `/v0/b/<bucket>/o/<object name, encoded>`. */
export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com'

export const objectKey = (bucket: string, name: string) => `${bucket}/${name}`

/** The service's error envelope; the SDK turns 401, 403 and 404 into storage/unauthenticated, unauthorized, object-not-found. */
export const storageError = (code: number, message: string) => HttpResponse.json({ error: { code, message } }, { status: code })
export const PERMISSION_DENIED = () => storageError(403, 'Permission denied.')
export const UNAUTHENTICATED = () => storageError(401, 'Invalid authentication credentials.')

/** The metadata as the service answers it (the SDK reads downloadTokens from it to make the download address). */
export function metadataJson(stored: StoredObject): Record<string, string> {
  const file = stored.name.split('/').at(-1) ?? stored.name
  return {
    name: stored.name,
    bucket: stored.bucket,
    generation: stored.generation,
    metageneration: '1',
    contentType: stored.contentType,
    timeCreated: stored.timeCreated,
    updated: stored.timeCreated,
    storageClass: 'STANDARD',
    size: stored.size,
    contentEncoding: 'identity',
    contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(file)}`,
    downloadTokens: stored.downloadTokens,
  }
}

export async function saveObject(bucket: string, name: string, contentType: string, bytes: Uint8Array): Promise<StoredObject> {
  const now = Date.now()
  const stored: StoredObject = {
    bucket,
    name,
    contentType,
    size: String(bytes.length),
    generation: String(now * 1000),
    timeCreated: new Date(now).toISOString(),
    downloadTokens: crypto.randomUUID(),
  }
  await keepBytes(stored.downloadTokens, bytes)
  mockState().storageObjects[objectKey(bucket, name)] = stored
  persistMockState()
  return stored
}

export const findObject = (bucket: string, name: string): StoredObject | undefined => mockState().storageObjects[objectKey(bucket, name)]
