// batchGet (also inside a server-side transaction, transactions.ts), and the document shape both read RPCs answer with.
import { invalidArgument, permissionDenied } from './errors'
import { documentKey } from './paths'
import { canGet, type Caller } from './rules'
import { readTime } from './time'
import { readInTransaction } from './transactions'
import { isRecord } from '../../src/lib/is-record'
import { mockState, type StoredDocument } from '../state'

/** A stored document as the REST API shows it. Like the real API, `fields` is left out when there are none. */
export function apiDocument(name: string, stored: StoredDocument) {
  const fields = Object.keys(stored.fields).length ? { fields: stored.fields } : {}
  return { name, ...fields, createTime: stored.createTime, updateTime: stored.updateTime }
}

/** One entry per requested name, in request order; a missing entry carries readTime (lite asserts on it). */
export function batchGet(body: unknown, project: string, caller: Caller) {
  if (!isRecord(body) || !Array.isArray(body.documents)) throw invalidArgument('batchGet needs documents: [name, …].')
  // Point-in-time reads and masks are never sent by the SDKs the shop uses; refuse them rather than ignore them.
  for (const option of ['mask', 'readTime']) {
    if (option in body) throw invalidArgument(`batchGet option "${option}" is not supported by the mock backend.`)
  }
  const names = body.documents as unknown[]
  const keys = names.map((name) => documentKey(project, name))
  // One unreadable document fails the whole request, as it does with real rules.
  const documents = mockState().documents
  if (!keys.every((key) => canGet(caller, key, documents[key]))) throw permissionDenied()
  const transaction = readInTransaction(body, keys)
  const time = readTime()
  return keys.map((key, i) => {
    const name = names[i] as string
    const stored = documents[key]
    // The first answer carries the id of a transaction the read opened, as the real stream does.
    const opened = i === 0 && transaction.created ? { transaction: transaction.id } : {}
    return stored ? { found: apiDocument(name, stored), readTime: time, ...opened } : { missing: name, readTime: time, ...opened }
  })
}
