// Successful commits reach the browser's saved state (persistMockState), so a reload sees them.
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore/lite'
import { afterEach, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { openFirestore } from '../../tests/support/firestore-sdk'
import { keepStateIn } from '../state'

afterEach(deleteDemoApps)

it('saves the state after a successful commit', async () => {
  localStorage.clear()
  keepStateIn(localStorage, 'firestore-persist-test')
  const saved = () => JSON.parse(localStorage.getItem('firestore-persist-test') ?? '{}') as { documents?: Record<string, unknown> }
  expect(saved().documents?.['things/t']).toBeUndefined()
  await setDoc(doc(openFirestore('owner'), 'things', 't'), { a: 1 })
  expect(saved().documents?.['things/t']).toMatchObject({ fields: { a: { integerValue: '1' } } })
})

const throwingStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
} as unknown as Storage

it.each([
  ['storage that throws', throwingStorage],
  ['no storage at all', null],
])('keeps serving the catalog and taking writes, in memory, with %s', async (_name, area) => {
  keepStateIn(area, 'firestore-persist-test')
  const db = openFirestore('owner')
  expect((await getDocs(collection(db, 'collections'))).size).toBe(5)
  await setDoc(doc(db, 'things', 't'), { a: 1 })
  expect((await getDoc(doc(db, 'things', 't'))).data()).toEqual({ a: 1 })
})
