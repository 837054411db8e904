// firestoreFailure: injected errors reach the SDK as the FirestoreError codes an app would see.
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore/lite'
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { codeOf } from '../../tests/support/firebase-errors'
import { firestoreFailure } from '../../tests/support/firestore-failure'
import { openFirestore } from '../../tests/support/firestore-sdk'
import { server } from '../node'
import { mockState } from '../state'

afterEach(deleteDemoApps)

describe('firestoreFailure', () => {
  it.each([
    [503, 'unavailable'],
    [500, 'unknown'],
    [403, 'permission-denied'],
    [429, 'resource-exhausted'],
    ['network', 'unknown'],
  ] as const)('fails runQuery with %s → %s', async (status, code) => {
    server.use(firestoreFailure('runQuery', status))
    expect(await codeOf(getDocs(collection(openFirestore(), 'collections')))).toBe(code)
  })

  it('carries the message and fails only once when asked', async () => {
    server.use(firestoreFailure('runQuery', 503, { once: true, message: 'Backend down' }))
    const db = openFirestore()
    await expect(getDocs(collection(db, 'collections'))).rejects.toThrow('Request failed with error: Backend down')
    expect((await getDocs(collection(db, 'collections'))).size).toBe(Object.keys(mockState().documents).filter((key) => key.startsWith('collections/')).length)
  })

  it('fails batchGet and commit too, leaving the state alone', async () => {
    server.use(firestoreFailure('batchGet', 503), firestoreFailure('commit', 500))
    const db = openFirestore('owner')
    expect(await codeOf(getDoc(doc(db, 'things', 't')))).toBe('unavailable')
    expect(await codeOf(setDoc(doc(db, 'things', 't'), { a: 1 }))).toBe('unknown')
    expect(mockState().documents['things/t']).toBeUndefined()
  })
})
