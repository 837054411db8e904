// commit: all writes succeed or none is applied. Each write is judged (precondition, then rules) against the
// documents as the earlier writes of the same commit left them, on a private copy that replaces the stored
// documents only at the end.
import { alreadyExists, failedPrecondition, invalidArgument, notFound, permissionDenied } from './errors'
import { deleteField, getField, parseFieldPath, setField } from './fields'
import { documentKey } from './paths'
import { canGet, canWrite, type Caller } from './rules'
import { nextCommitTime, timestampNanos } from './time'
import { isRecord } from '../../src/lib/is-record'
import { closeForCommit } from './transactions'
import { checkFields } from './validate'
import type { FirestoreFields, FirestoreValue } from './values'
import { mockState, type StoredDocument } from '../state'

type Stored = StoredDocument | null

/** currentDocument: {exists} or {updateTime}, answered with the statuses the real API uses. */
function checkPrecondition(precondition: unknown, before: Stored, name: string): void {
  if (precondition === undefined) return
  if (!isRecord(precondition) || Object.keys(precondition).length !== 1) {
    throw invalidArgument('currentDocument needs exactly one of exists, updateTime.')
  }
  const { exists, updateTime } = precondition
  if (exists === true && !before) throw notFound(`No document to update: ${name}`)
  if (exists === false && before) throw alreadyExists(`Document already exists: ${name}`)
  if (exists !== undefined && typeof exists !== 'boolean') throw invalidArgument('currentDocument.exists must be a boolean.')
  if (updateTime !== undefined) {
    const wanted = typeof updateTime === 'string' ? timestampNanos(updateTime) : null
    if (wanted === null) throw invalidArgument(`currentDocument.updateTime is not a timestamp: ${JSON.stringify(updateTime)}`)
    const actual = before ? timestampNanos(before.updateTime) : null
    if (actual !== wanted) {
      throw failedPrecondition(`The document ${name} was not last updated at ${updateTime} (it is ${before ? `at ${before.updateTime}` : 'missing'}).`)
    }
  }
}

/** The fields after an update: a full replacement, or (with updateMask) only the masked paths set or removed. */
function updatedFields(write: Record<string, unknown>, update: Record<string, unknown>, before: Stored): FirestoreFields {
  const given = checkFields(update.fields, 'update.fields')
  if (write.updateMask === undefined) return structuredClone(given)
  const mask = write.updateMask
  if (!isRecord(mask) || (mask.fieldPaths !== undefined && !Array.isArray(mask.fieldPaths))) {
    throw invalidArgument('updateMask needs fieldPaths: [path, …].')
  }
  const fields = structuredClone(before?.fields ?? {})
  for (const path of (mask.fieldPaths as unknown[] | undefined) ?? []) {
    const segments = parseFieldPath(path)
    const value = getField(given, segments)
    if (value === undefined) deleteField(fields, segments)
    else setField(fields, segments, structuredClone(value))
  }
  return fields
}

/** An increment's result: integers stay integers; a double on either side, or a field not a number, as Firestore has it. */
function incremented(current: FirestoreValue | undefined, by: unknown): FirestoreValue {
  if (!isRecord(by) || !('integerValue' in by || 'doubleValue' in by)) throw invalidArgument('increment needs an integerValue or a doubleValue.')
  const number = (value: FirestoreValue | undefined) =>
    value && 'integerValue' in value ? Number(value.integerValue) : value && 'doubleValue' in value ? Number(value.doubleValue) : null
  const old = number(current)
  const step = number(by as FirestoreValue)!
  if (old === null) return by as FirestoreValue
  const integers = 'integerValue' in by && current !== undefined && 'integerValue' in current
  return integers ? { integerValue: String(old + step) } : { doubleValue: old + step }
}

/** updateTransforms: setToServerValue REQUEST_TIME (serverTimestamp()) and increment; other transforms are refused. */
function applyTransforms(transforms: unknown, fields: FirestoreFields, requestTime: string): FirestoreValue[] {
  if (transforms === undefined) return []
  if (!Array.isArray(transforms)) throw invalidArgument('updateTransforms must be a list.')
  return transforms.map((transform: unknown) => {
    const valid = isRecord(transform) && Object.keys(transform).length === 2
    if (valid && transform.increment !== undefined) {
      const path = parseFieldPath(transform.fieldPath)
      const value = incremented(getField(fields, path), transform.increment)
      setField(fields, path, value)
      return value
    }
    // The Admin SDK's REST transport sends enums as numbers ($alt=json;enum-encoding=int): REQUEST_TIME is 1.
    if (!valid || (transform.setToServerValue !== 'REQUEST_TIME' && transform.setToServerValue !== 1)) {
      throw invalidArgument(`Unsupported field transform ${JSON.stringify(transform)}; the mock backend knows setToServerValue REQUEST_TIME and increment.`)
    }
    const value: FirestoreValue = { timestampValue: requestTime }
    setField(fields, parseFieldPath(transform.fieldPath), value)
    return value
  })
}

export function commit(body: unknown, project: string, caller: Caller) {
  // A transaction that only read commits with no writes (the JSON then has none), as the real API allows.
  if (isRecord(body) && body.transaction !== undefined && body.writes === undefined) body.writes = []
  if (!isRecord(body) || !Array.isArray(body.writes)) throw invalidArgument('commit needs writes: [write, …].')
  // Lite commits with preconditions; the Admin SDK commits the transaction its reads opened (aborted on contention).
  if (body.transaction !== undefined) closeForCommit(body.transaction)
  const time = nextCommitTime()
  const stored = mockState().documents
  const working = new Map<string, Stored>()
  const current = (key: string): Stored => (working.has(key) ? (working.get(key) ?? null) : (stored[key] ?? null))

  const writeResults = (body.writes as unknown[]).map((write) => {
    if (!isRecord(write)) throw invalidArgument('Each write must be an object.')
    const operations = ['update', 'delete', 'verify', 'transform'].filter((op) => write[op] !== undefined)
    if (operations.length !== 1 || operations[0] === 'transform') {
      throw invalidArgument('Each write needs exactly one of update, delete, verify.')
    }
    if (!write.update && (write.updateMask !== undefined || write.updateTransforms !== undefined)) {
      throw invalidArgument('updateMask and updateTransforms go only with update.')
    }
    const update = write.update
    if (update !== undefined && !isRecord(update)) throw invalidArgument('update must be a document.')
    const name = update ? update.name : (write.delete ?? write.verify)
    const key = documentKey(project, name)
    const before = current(key)
    checkPrecondition(write.currentDocument, before, name as string)

    if (write.verify !== undefined) {
      // A transaction's verify stands for its earlier read of the document, so it needs read permission.
      if (!canGet(caller, key, before)) throw permissionDenied()
      return before ? { updateTime: before.updateTime } : {}
    }
    if (write.delete !== undefined) {
      if (!canWrite(caller, 'delete', key, null)) throw permissionDenied()
      working.set(key, null)
      return {}
    }
    const fields = updatedFields(write, update as Record<string, unknown>, before)
    const transformResults = applyTransforms(write.updateTransforms, fields, time.timestampValue)
    // createTime survives updates; updateTime moves to this commit's time.
    const after: StoredDocument = { fields, createTime: before?.createTime ?? time.text, updateTime: time.text }
    if (!canWrite(caller, before ? 'update' : 'create', key, after, time.timestampValue, before)) throw permissionDenied()
    working.set(key, after)
    return transformResults.length ? { updateTime: time.text, transformResults } : { updateTime: time.text }
  })

  for (const [key, doc] of working) {
    if (doc) stored[key] = doc
    else delete stored[key]
  }
  return { writeResults, commitTime: time.text }
}
