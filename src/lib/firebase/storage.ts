// Cloud Storage for Firebase: the back office uploads the items' pictures (items/<collectionId>/<file>, under
// storage.rules: owners write, everyone reads). The only module that imports firebase/storage; the back office
// loads it through dynamic import(), so no shopper's page carries it.
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage'
import { firebaseApp } from './app'
import { firebaseAuth } from './auth'
import { backendReady } from './backend-ready'
import { firebaseSettings } from './settings'

let storage: FirebaseStorage | undefined

/** A build that cannot upload pictures at all: its message says which setting is missing. */
class StorageNotConfigured extends Error {
  override name = 'StorageNotConfigured'
}

function itemStorage(): FirebaseStorage {
  if (!storage) {
    const { mode, options, emulators } = firebaseSettings()
    if (!options.storageBucket) throw new StorageNotConfigured('This shop has no Storage bucket: set VITE_FIREBASE_STORAGE_BUCKET and build again.')
    // Without it the pictures would go to the real bucket while everything else stays on this machine.
    if (mode === 'emulators' && !emulators?.storage)
      throw new StorageNotConfigured('Name the Storage emulator too (VITE_FIREBASE_EMULATORS=…,storage=127.0.0.1:9199) to add pictures.')
    // Auth must be registered with the app first, so Storage sends the owner's ID token with the upload.
    firebaseAuth()
    storage = getStorage(firebaseApp())
    if (emulators?.storage) connectStorageEmulator(storage, emulators.storage.host.replace(/^\[|\]$/g, ''), emulators.storage.port)
  }
  return storage
}

/** A file name no other upload has: the picture's address never changes once an item shows it. */
function objectName(collectionId: string, file: File): string {
  const extension = file.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'img'
  return `items/${collectionId}/${crypto.randomUUID()}.${extension}`
}

interface UploadOptions {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (share: number) => void
}

/** Uploads `file` as a picture of an item of `collectionId` and answers its download address. */
export async function uploadItemImage(collectionId: string, file: File, { onProgress }: UploadOptions = {}): Promise<string> {
  await backendReady()
  const task = uploadBytesResumable(ref(itemStorage(), objectName(collectionId, file)), file, { contentType: file.type })
  await new Promise<void>((resolve, reject) => {
    task.on('state_changed', (snapshot) => onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0), reject, resolve)
  })
  return getDownloadURL(task.snapshot.ref)
}

/** What a failed upload means for the owner, in a sentence. */
export function uploadFailure(error: unknown): string {
  if (error instanceof StorageNotConfigured) return error.message
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'storage/unauthorized') return 'The picture was refused: only the shop’s owners may add pictures, of JPEG, PNG, WebP or AVIF, 5 MB at most.'
  if (code === 'storage/unauthenticated') return 'Your sign-in has expired. Sign in again, then add the picture.'
  if (code === 'storage/retry-limit-exceeded') return 'The picture could not be sent. Check your connection and try again.'
  return 'The picture could not be uploaded. Try again in a moment.'
}
