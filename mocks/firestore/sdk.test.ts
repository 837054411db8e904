// The real Firestore Lite SDK against the mock: catalog reads, rules, create-if-absent, server timestamps.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite'
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { codeOf } from '../../tests/support/firebase-errors'
import { nameOf } from '../../tests/support/firestore-rest'
import { openFirestore } from '../../tests/support/firestore-sdk'
import catalog from '../data/catalog.json'
import { server } from '../node'
import { mockState } from '../state'

afterEach(deleteDemoApps)

/** The app's first-sign-in step: create users/{uid} once, never overwrite it. */
async function ensureProfile(db: Firestore, uid: string, displayName: string) {
  const ref = doc(db, 'users', uid)
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref)
    if (!snapshot.exists()) tx.set(ref, { displayName, email: `${uid}@example.com`, createdAt: serverTimestamp() })
  })
}

describe('catalog reads', () => {
  it('lists the seeded collections in document-id order with their data', async () => {
    const snapshot = await getDocs(collection(openFirestore(), 'collections'))
    const expected = [...catalog].sort((a, b) => (a.id < b.id ? -1 : 1))
    expect(snapshot.docs.map((d) => d.id)).toEqual(expected.map((c) => c.id))
    expect(snapshot.docs.map((d) => ({ id: d.id, ...d.data() }))).toEqual(expected)
  })

  it('gets one collection, and reports a missing one as not existing', async () => {
    const db = openFirestore()
    const [first] = catalog
    const found = await getDoc(doc(db, 'collections', first!.id))
    expect(found.exists()).toBe(true)
    expect({ id: found.id, ...found.data() }).toEqual(first)
    expect((await getDoc(doc(db, 'collections', 'no-such-collection'))).exists()).toBe(false)
  })
})

describe('rules', () => {
  it('denies anonymous reads of a profile', async () => {
    expect(await codeOf(getDoc(doc(openFirestore(), 'users', 'x')))).toBe('permission-denied')
  })

  it("lets a user read their own missing profile but not someone else's", async () => {
    const db = openFirestore({ uid: 'u1' })
    expect((await getDoc(doc(db, 'users', 'u1'))).exists()).toBe(false)
    expect(await codeOf(getDoc(doc(db, 'users', 'u2')))).toBe('permission-denied')
  })

  it('denies every client write to the catalog', async () => {
    const [first] = catalog
    const before = Object.keys(mockState().documents).sort()
    for (const db of [openFirestore(), openFirestore({ uid: 'u1' })]) {
      expect(await codeOf(setDoc(doc(db, 'collections', 'new'), { title: 'New' }))).toBe('permission-denied')
      expect(await codeOf(updateDoc(doc(db, 'collections', first!.id), { title: 'X' }))).toBe('permission-denied')
      expect(await codeOf(deleteDoc(doc(db, 'collections', first!.id)))).toBe('permission-denied')
    }
    expect(Object.keys(mockState().documents).sort()).toEqual(before)
  })

  it('denies creating a profile for another uid, or one without the required fields', async () => {
    const db = openFirestore({ uid: 'u1' })
    const profile = { displayName: 'Ann', email: 'ann@example.com', createdAt: serverTimestamp() }
    expect(await codeOf(setDoc(doc(db, 'users', 'u2'), profile))).toBe('permission-denied')
    expect(await codeOf(setDoc(doc(db, 'users', 'u1'), { ...profile, displayName: 42 }))).toBe('permission-denied')
    expect(await codeOf(setDoc(doc(db, 'users', 'u1'), { displayName: 'Ann', email: 'a@b.c', createdAt: 'today' }))).toBe('permission-denied')
    expect(mockState().documents['users/u1']).toBeUndefined()
    expect(await codeOf(setDoc(doc(db, 'orders', 'o1'), { total: 1 }))).toBe('permission-denied')
  })

  it('denies a signed-in user updating or deleting their profile', async () => {
    const db = openFirestore({ uid: 'u1', email: 'u1@example.com' })
    await ensureProfile(db, 'u1', 'Ann')
    expect(await codeOf(updateDoc(doc(db, 'users', 'u1'), { displayName: 'Eve' }))).toBe('permission-denied')
    expect(await codeOf(setDoc(doc(db, 'users', 'u1'), { displayName: 'Eve' }, { merge: true }))).toBe('permission-denied')
    expect(await codeOf(deleteDoc(doc(db, 'users', 'u1')))).toBe('permission-denied')
    expect((await getDoc(doc(db, 'users', 'u1'))).get('displayName')).toBe('Ann')
  })

  it('answers an expired token with unauthenticated', async () => {
    expect(await codeOf(getDocs(collection(openFirestore({ uid: 'u1', expired: true }), 'collections')))).toBe('unauthenticated')
  })
})

describe('create-if-absent profile', () => {
  it('creates the profile once with a server timestamp and never overwrites it', async () => {
    const db = openFirestore({ uid: 'u1', email: 'u1@example.com' })
    const before = Date.now()
    await ensureProfile(db, 'u1', 'Ann')
    const after = Date.now()
    const created = mockState().documents['users/u1']
    expect(created).toBeDefined()

    const snapshot = await getDoc(doc(db, 'users', 'u1'))
    expect(snapshot.get('displayName')).toBe('Ann')
    expect(snapshot.get('email')).toBe('u1@example.com')
    const createdAt = snapshot.get('createdAt') as Timestamp
    expect(createdAt).toBeInstanceOf(Timestamp)
    expect(createdAt.toMillis()).toBeGreaterThanOrEqual(before)
    expect(createdAt.toMillis()).toBeLessThanOrEqual(after)

    const commits: Promise<unknown>[] = []
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes(':commit')) commits.push(request.clone().json())
    }
    server.events.on('request:start', record)
    await ensureProfile(db, 'u1', 'Someone Else').finally(() => server.events.removeListener('request:start', record))
    expect(mockState().documents['users/u1']).toEqual(created)
    // The SDK's second commit only verifies the version it read, which the rules must let through.
    expect(await Promise.all(commits)).toEqual([{ writes: [{ verify: nameOf('users/u1'), currentDocument: { updateTime: expect.stringMatching(/Z$/) } }] }])
    expect((await getDoc(doc(db, 'users', 'u1'))).get('displayName')).toBe('Ann')
  })
})
