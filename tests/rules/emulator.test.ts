// The rules table (tests/rules/cases.ts) against the real rules engine: the Firestore emulator, through
// @firebase/rules-unit-testing. Not part of `npm test` (the emulator needs Java 21, which CI lacks): run it with
// `npm run test:rules`, which starts the emulator (firebase emulators:exec) or says plainly that it could not.
import { readFileSync } from 'node:fs'
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import firebase from 'firebase/compat/app'
import 'firebase/compat/firestore'
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest'
import { ruleCases, type CaseData, type CaseValue, type RuleCase } from './cases'
import { DEMO_PROJECT_ID } from '../support/demo-project'

type Db = ReturnType<RulesTestContext['firestore']>

function toSdk(value: CaseValue): unknown {
  if (Array.isArray(value)) return value.map(toSdk)
  if (value === null || typeof value !== 'object') return value
  if (typeof value.$time === 'string') {
    return value.$time === 'server' ? firebase.firestore.FieldValue.serverTimestamp() : firebase.firestore.Timestamp.fromDate(new Date(value.$time))
  }
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toSdk(v)]))
}
const toData = (data: CaseData) => toSdk(data) as firebase.firestore.DocumentData

function run(db: Db, c: RuleCase): Promise<unknown> {
  switch (c.op) {
    case 'get':
      return db.doc(c.path).get()
    case 'list': {
      let query: firebase.firestore.Query = db.collection(c.path)
      if (c.where) query = query.where(c.where[0], c.where[1], toSdk(c.where[2]))
      if (c.orderBy) query = query.orderBy(...c.orderBy)
      return query.get()
    }
    case 'create':
      return db.doc(c.path).set(toData(c.data))
    case 'update':
      return db.doc(c.path).update(toData(c.data))
    case 'delete':
      return db.doc(c.path).delete()
  }
}

let env: RulesTestEnvironment

beforeAll(async () => {
  // The emulator's address comes from firebase emulators:exec (FIRESTORE_EMULATOR_HOST, FIREBASE_EMULATOR_HUB).
  env = await initializeTestEnvironment({ projectId: DEMO_PROJECT_ID, firestore: { rules: readFileSync('firestore.rules', 'utf8') } })
})
beforeEach(() => env.clearFirestore())
afterAll(() => env?.cleanup())

describe('firestore.rules on the Firestore emulator', () => {
  it.each(ruleCases.map((c) => [`${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    await env.withSecurityRulesDisabled(async (admin) => {
      for (const [path, data] of Object.entries(c.existing ?? {})) await admin.firestore().doc(path).set(toData(data))
    })
    const claims =
      c.as === 'anonymous'
        ? {}
        : { ...(c.as.email ? { email: c.as.email } : {}), ...(c.as.owner ? { owner: true } : {}), ...(c.as.staff ? { staff: true } : {}) }
    const context = c.as === 'anonymous' ? env.unauthenticatedContext() : env.authenticatedContext(c.as.uid, claims)
    const attempt = run(context.firestore(), c)
    await (c.expect === 'allow' ? assertSucceeds(attempt) : assertFails(attempt))
  })
})
