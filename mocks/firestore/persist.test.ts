// Successful commits reach the browser's saved state (persistMockState), so a reload sees them.
import { doc, setDoc } from 'firebase/firestore/lite'
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
