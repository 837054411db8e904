// The demo in two tabs: each runs the handlers with its own copy of the state, kept in the storage they share. A
// change another tab saved reaches this tab's copy, and its live listeners, when the browser reports it.
import { afterEach, expect, it } from 'vitest'
import { closeLiveFirestores, doc, onSnapshot, openLiveFirestore } from '../../tests/support/firestore-web-sdk'
import { keepStateIn, mockState, reloadMockState, seedState } from '../state'
import { nextCommitTime } from './time'
import { encodeFields } from './values'

afterEach(async () => {
  await closeLiveFirestores()
  keepStateIn(null, '')
})

it('takes the state another tab saved and tells this tab’s listeners', async () => {
  const key = 'mock-other-tab-test'
  keepStateIn(localStorage, key)
  const names: (string | null)[] = []
  onSnapshot(doc(openLiveFirestore({ uid: 'u1' }), 'users', 'u1'), (snapshot) => names.push(snapshot.exists() ? (snapshot.get('displayName') as string) : null))
  await expect.poll(() => names).toEqual([null])

  // What the other tab's commit leaves in the shared storage.
  const time = nextCommitTime().text
  const otherTab = {
    ...seedState(),
    documents: { ...mockState().documents, 'users/u1': { fields: encodeFields({ displayName: 'Ann' }), createTime: time, updateTime: time } },
  }
  localStorage.setItem(key, JSON.stringify(otherTab))
  expect(mockState().documents['users/u1']).toBeUndefined()
  reloadMockState()
  expect(mockState().documents['users/u1']).toBeDefined()
  await expect.poll(() => names, { timeout: 2000 }).toEqual([null, 'Ann'])
})
