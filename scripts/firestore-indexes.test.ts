// The order history asks Firestore for `where uid == <uid>, orderBy createdAt desc`: the real service answers such a
// query only with a composite index (the emulator and the mock backend need none, so only this test notices one
// missing). The index is declared in firestore.indexes.json, which firebase.json names and `npm run deploy` deploys.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { FIREBASE_DEPLOY_TARGETS } from './deploy-plan.mjs'

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'))

it('declares the order history index and deploys it', () => {
  expect(readJson('firebase.json').firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' })
  expect(readJson('firestore.indexes.json').indexes).toContainEqual({
    collectionGroup: 'orders',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'uid', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  })
  expect((FIREBASE_DEPLOY_TARGETS as string).split(',')).toContain('firestore:indexes')
})

it('declares the index of an item’s change records, newest first (where collectionId == and itemId ==, orderBy at desc)', () => {
  expect(readJson('firestore.indexes.json').indexes).toContainEqual({
    collectionGroup: 'catalogEdits',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'collectionId', order: 'ASCENDING' },
      { fieldPath: 'itemId', order: 'ASCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ],
  })
})
