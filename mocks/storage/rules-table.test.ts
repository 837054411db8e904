// The Storage rules table (tests/rules/storage-cases.ts) against the mock backend, through the real Storage SDK
// signed in with the real Auth SDK: every allowed case succeeds, every denied one fails with storage/unauthorized.
import { signInWithEmailAndPassword } from 'firebase/auth'
import { deleteObject, getDownloadURL, getStorage, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../auth/demo-owner'
import { encodeFields } from '../firestore/values'
import { mockState } from '../state'
import { storageCases, type StorageCase, type StorageCaller } from '../../tests/rules/storage-cases'
import { newAuth } from '../../tests/support/auth-sdk'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { createMockAccount } from '../../tests/support/mock-accounts'

afterEach(() => deleteDemoApps())

async function storageAs(as: StorageCaller): Promise<FirebaseStorage> {
  const auth = newAuth()
  if (as === 'owner') await signInWithEmailAndPassword(auth, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
  if (as === 'shopper' || as === 'claiming-shopper') {
    const { localId } = await createMockAccount({ email: 'ann@example.com', password: 'secret123' })
    if (as === 'claiming-shopper') {
      const fields = encodeFields({ displayName: 'Ann', email: 'ann@example.com', owner: true, role: 'owner' })
      mockState().documents[`users/${localId}`] = { fields, createTime: '2026-01-01T00:00:00Z', updateTime: '2026-01-01T00:00:00Z' }
    }
    await signInWithEmailAndPassword(auth, 'ann@example.com', 'secret123')
  }
  return getStorage(auth.app)
}

const upload = (storage: FirebaseStorage, c: StorageCase) =>
  uploadBytes(ref(storage, c.path), new Uint8Array(c.size ?? 1024).fill(7), { contentType: c.contentType ?? 'image/png' })

async function run(storage: FirebaseStorage, c: StorageCase): Promise<unknown> {
  switch (c.op) {
    case 'upload':
    case 'overwrite':
      return upload(storage, c)
    case 'read': {
      const url = await getDownloadURL(ref(storage, c.path))
      expect((await fetch(url)).status).toBe(200)
      return url
    }
    case 'delete':
      return deleteObject(ref(storage, c.path))
  }
}

describe('storage.rules on the mock backend', () => {
  it('has a case for each caller, wrong types and a size over the limit, with unique names', () => {
    expect(new Set(storageCases.map((c) => c.as))).toEqual(new Set(['visitor', 'shopper', 'claiming-shopper', 'owner']))
    expect(new Set(storageCases.map((c) => c.name)).size).toBe(storageCases.length)
  })

  it.each(storageCases.map((c) => [`${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    if (c.op !== 'upload') {
      const owner = await storageAs('owner')
      await uploadBytes(ref(owner, c.path), new Uint8Array([1, 2, 3]), { contentType: 'image/png' })
    }
    const storage = await storageAs(c.as)
    if (c.expect === 'allow') await run(storage, c)
    else await expect(run(storage, c)).rejects.toMatchObject({ code: 'storage/unauthorized' })
  })
})
