// The bytes of the pictures uploaded to the demo's Cloud Storage. They are not part of the mock's state, which the
// browser keeps in localStorage: a picture may be 5 MB, base64 in a JSON string makes that about 6.7 MB, and
// localStorage holds about 5 MB for the whole origin, so one upload would make every later save of the state fail
// (orders, accounts, stock). IndexedDB's quota is a share of the disk and it stores binary as is. The metadata
// (state.storageObjects) stays in the state so it resets with it; the bytes are kept under the upload's token, so
// a reset state never serves a picture from before. Where IndexedDB is missing (Node tests) or refuses, the bytes
// live in memory for the visit.
const memory = new Map<string, Uint8Array>()
const STORE = 'objects'
let database: Promise<IDBDatabase | null> | undefined

function open(): Promise<IDBDatabase | null> {
  database ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null)
    try {
      const request = indexedDB.open('storefront-mock-storage', 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(null)
      // Another tab holds an older version open: keep the bytes in memory rather than wait for it.
      request.onblocked = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
  return database
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return new Promise((resolve) => {
    try {
      const request = act(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(undefined)
    } catch {
      resolve(undefined)
    }
  })
}

export async function keepBytes(token: string, bytes: Uint8Array): Promise<void> {
  memory.set(token, bytes)
  const db = await open()
  if (db) await run(db, 'readwrite', (store) => store.put(bytes, token))
}

export async function readBytes(token: string): Promise<Uint8Array | undefined> {
  const kept = memory.get(token)
  if (kept) return kept
  const db = await open()
  const stored = db ? await run<unknown>(db, 'readonly', (store) => store.get(token)) : undefined
  return stored instanceof Uint8Array ? stored : undefined
}

export async function dropBytes(token: string): Promise<void> {
  memory.delete(token)
  const db = await open()
  if (db) await run(db, 'readwrite', (store) => store.delete(token))
}
