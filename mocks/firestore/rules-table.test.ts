// The rules table (tests/rules/cases.ts) against the mock backend, through the real Firestore Lite SDK: every
// allowed case succeeds and every denied one fails with permission-denied (not any other error).
// tests/rules/emulator.test.ts runs the same table against the real rules engine.
import { afterEach, describe, expect, it } from 'vitest'
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite'
import { ruleCases, type CaseValue, type RuleCase } from '../../tests/rules/cases'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { openFirestore } from '../../tests/support/firestore-sdk'

function toSdk(value: CaseValue): unknown {
  if (Array.isArray(value)) return value.map(toSdk)
  if (value === null || typeof value !== 'object') return value
  if (typeof value.$time === 'string') return value.$time === 'server' ? serverTimestamp() : Timestamp.fromDate(new Date(value.$time))
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toSdk(v)]))
}
const toData = (data: Record<string, CaseValue>) => toSdk(data) as DocumentData

async function run(db: Firestore, c: RuleCase): Promise<unknown> {
  switch (c.op) {
    case 'get':
      return getDoc(doc(db, c.path))
    case 'list': {
      const constraints = [...(c.where ? [where(c.where[0], c.where[1], toSdk(c.where[2]))] : []), ...(c.orderBy ? [orderBy(...c.orderBy)] : [])]
      return getDocs(query(collection(db, c.path), ...constraints))
    }
    case 'create':
      return setDoc(doc(db, c.path), toData(c.data))
    case 'update':
      return updateDoc(doc(db, c.path), toData(c.data))
    case 'delete':
      return deleteDoc(doc(db, c.path))
  }
}

afterEach(() => deleteDemoApps())

describe('firestore.rules on the mock backend', () => {
  it('has a table of at least 20 cases, with unique names', () => {
    expect(ruleCases.length).toBeGreaterThanOrEqual(20)
    expect(new Set(ruleCases.map((c) => c.name)).size).toBe(ruleCases.length)
  })

  it.each(ruleCases.map((c) => [`${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    const owner = openFirestore('owner')
    for (const [path, data] of Object.entries(c.existing ?? {})) await setDoc(doc(owner, path), toData(data))
    const db = openFirestore(c.as === 'anonymous' ? undefined : c.as)
    if (c.expect === 'allow') await run(db, c)
    else await expect(run(db, c)).rejects.toMatchObject({ code: 'permission-denied' })
  })
})
