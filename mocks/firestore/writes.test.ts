// Write semantics through the real SDK. Client rules forbid updates and deletes everywhere, so most of these run
// as the admin caller ('owner', like the emulator's `Bearer owner`), which bypasses rules but not preconditions.
import { deleteDoc, deleteField, doc, getDoc, runTransaction, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { codeOf } from '../../tests/support/firebase-errors'
import { nameOf } from '../../tests/support/firestore-rest'
import { openFirestore } from '../../tests/support/firestore-sdk'
import { server } from '../node'
import { mockState } from '../state'
import { rpcPattern } from './paths'

afterEach(deleteDemoApps)

describe('updates and deletes (admin caller)', () => {
  it('merges masked fields, including dotted paths, and keeps createTime while bumping updateTime', async () => {
    const db = openFirestore('owner')
    const ref = doc(db, 'things', 't1')
    await setDoc(ref, { name: 'Hat', address: { city: 'Oslo', zip: '0150' }, tags: ['a'] })
    const created = mockState().documents['things/t1']!

    await updateDoc(ref, { 'address.city': 'Bergen', tags: deleteField() })
    // In set data a dot is part of the name: the SDK sends the mask path backquoted (`odd.name`).
    await setDoc(ref, { extra: { deep: true }, 'odd.name': 1 }, { merge: true })
    expect((await getDoc(ref)).data()).toEqual({ name: 'Hat', address: { city: 'Bergen', zip: '0150' }, extra: { deep: true }, 'odd.name': 1 })

    const updated = mockState().documents['things/t1']!
    expect(updated.createTime).toBe(created.createTime)
    expect(updated.updateTime > created.updateTime).toBe(true)
  })

  it('replaces the whole document on a set without merge', async () => {
    const db = openFirestore('owner')
    const ref = doc(db, 'things', 't1')
    await setDoc(ref, { a: 1, b: 2 })
    await setDoc(ref, { c: 3 })
    expect((await getDoc(ref)).data()).toEqual({ c: 3 })
  })

  it('stores an empty document and reads it back', async () => {
    const db = openFirestore('owner')
    await setDoc(doc(db, 'things', 'empty'), {})
    const snapshot = await getDoc(doc(db, 'things', 'empty'))
    expect(snapshot.exists()).toBe(true)
    expect(snapshot.data()).toEqual({})
  })

  it('answers updateDoc on a missing document with not-found', async () => {
    const db = openFirestore('owner')
    expect(await codeOf(updateDoc(doc(db, 'things', 'missing'), { a: 1 }))).toBe('not-found')
    expect(mockState().documents['things/missing']).toBeUndefined()
  })

  it('deletes documents, including a catalog entry', async () => {
    const db = openFirestore('owner')
    const key = Object.keys(mockState().documents)[0]!
    await deleteDoc(doc(db, key))
    expect(mockState().documents[key]).toBeUndefined()
    expect((await getDoc(doc(db, key))).exists()).toBe(false)
  })

  it('sets a server timestamp inside a map', async () => {
    const db = openFirestore('owner')
    await setDoc(doc(db, 'things', 't1'), { audit: { at: serverTimestamp() } })
    const stored = mockState().documents['things/t1']!.fields.audit
    expect(stored).toEqual({ mapValue: { fields: { at: { timestampValue: expect.stringMatching(/\.\d{9}Z$/) } } } })
  })
})

describe('create-if-absent under a race', () => {
  it('retries after ALREADY_EXISTS and then leaves the existing profile alone', async () => {
    const db = openFirestore({ uid: 'u1', email: 'ann@example.com' })
    const ref = doc(db, 'users', 'u1')
    const profile = { displayName: 'Ann', email: 'ann@example.com', createdAt: serverTimestamp() }
    await setDoc(ref, profile)
    const existing = mockState().documents['users/u1']
    // Another tab created the profile between this tab's read and its commit: the first read still sees nothing.
    server.use(
      http.post(rpcPattern('batchGet'), () => HttpResponse.json([{ missing: nameOf('users/u1'), readTime: new Date().toISOString() }]), {
        once: true,
      }),
    )
    let attempts = 0
    await runTransaction(db, async (tx) => {
      attempts++
      if (!(await tx.get(ref)).exists()) tx.set(ref, { ...profile, displayName: 'Other tab' })
    })
    expect(attempts).toBe(2)
    expect(mockState().documents['users/u1']).toEqual(existing)
  })
})
