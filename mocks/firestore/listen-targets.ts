// The Listen stream's targets, as google.firestore.v1.Firestore/Listen reads them: a list of documents or one
// query, judged under the rules like a get or a list. What each target shows is computed again after every change
// of the mock's state and compared with what its listener was last told, so a change made anywhere (a commit, the
// shop's /api, another tab, a test) reaches the listener as the changes the real service would stream.
import { RpcError, invalidArgument, permissionDenied } from './errors'
import { documentKey, documentName } from './paths'
import { runQuery } from './query'
import { apiDocument } from './reads'
import { canGet, type Caller } from './rules'
import { readTime } from './time'
import { isRecord } from '../../src/lib/is-record'
import { mockState } from '../state'

type ListenDocument = ReturnType<typeof apiDocument>

export interface ListenTarget {
  id: number
  /** What it follows: the documents' keys, or `<collection> where …` for a query (tests look). */
  label: string
  /** The documents the target shows now, by name; throws an RpcError when the rules refuse it. */
  read: () => Map<string, ListenDocument>
  /** name → updateTime of what the listener was last told. */
  shown: Map<string, string>
}

/** A ListenResponse, as the JSON the web SDK reads (enums by name, times in RFC 3339, tokens in base64). */
export type ListenResponse = Record<string, unknown>

/** google.rpc.Code of the statuses a target can end with. */
const RPC_CODES: Record<string, number> = {
  UNAVAILABLE: 14,
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  PERMISSION_DENIED: 7,
  FAILED_PRECONDITION: 9,
  UNAUTHENTICATED: 16,
}

let tokens = 0
/** An opaque resume token. The mock never resumes from one: a resumed target is reset and sent whole. */
const resumeToken = () => btoa(`mock-resume-${++tokens}`)

function readDocuments(names: string[], project: string, caller: Caller) {
  const keys = names.map((name) => documentKey(project, name))
  return () => {
    const documents = mockState().documents
    if (!keys.every((key) => canGet(caller, key, documents[key]))) throw permissionDenied()
    const found = new Map<string, ListenDocument>()
    keys.forEach((key, i) => {
      const stored = documents[key]
      if (stored) found.set(names[i]!, apiDocument(names[i]!, stored))
    })
    return found
  }
}

function readQuery(query: Record<string, unknown>, project: string, caller: Caller) {
  const root = documentName(project, '').replace(/\/$/, '')
  const parent = query.parent
  if (typeof parent !== 'string' || (parent !== root && !parent.startsWith(`${root}/`))) throw invalidArgument('query.parent is not in this database.')
  const parentKey = parent === root ? '' : documentKey(project, parent)
  const body = { structuredQuery: query.structuredQuery }
  // Once now, so a malformed query is refused when it is added, not later.
  runQuery(body, project, parentKey, caller)
  return () => {
    const found = new Map<string, ListenDocument>()
    for (const entry of runQuery(body, project, parentKey, caller)) {
      if ('document' in entry) found.set(entry.document.name, entry.document)
    }
    return found
  }
}

export function parseTarget(add: unknown, project: string, caller: Caller): ListenTarget {
  if (!isRecord(add) || typeof add.targetId !== 'number') throw invalidArgument('addTarget needs a targetId.')
  const documents = isRecord(add.documents) ? add.documents.documents : undefined
  if (Array.isArray(documents) && documents.every((name) => typeof name === 'string')) {
    const label = documents.map((name) => documentKey(project, name)).join(' ')
    return { id: add.targetId, label, read: readDocuments(documents, project, caller), shown: new Map() }
  }
  if (!isRecord(add.query)) throw invalidArgument('addTarget needs documents or a query.')
  const from = (add.query.structuredQuery as { from?: { collectionId?: unknown }[] } | undefined)?.from?.[0]?.collectionId
  return { id: add.targetId, label: `${String(from)} query`, read: readQuery(add.query, project, caller), shown: new Map() }
}

/** The target's end with a status (the rules refused it, or it is malformed). */
export function targetError(id: number, error: unknown): ListenResponse {
  const status = error instanceof RpcError ? error : new RpcError(500, 'INTERNAL', String(error))
  const cause = { code: RPC_CODES[status.statusName] ?? 13, message: status.message }
  return { targetChange: { targetChangeType: 'REMOVE', targetIds: [id], cause } }
}

/** What changed since the listener was last told: changed or new documents, then the ones that left the target. */
export function changesOf(target: ListenTarget, now: Map<string, ListenDocument>): ListenResponse[] {
  const changes: ListenResponse[] = []
  for (const [name, document] of now) {
    if (target.shown.get(name) === document.updateTime) continue
    target.shown.set(name, document.updateTime)
    changes.push({ documentChange: { document, targetIds: [target.id], removedTargetIds: [] } })
  }
  const documents = mockState().documents
  const project = /^projects\/([^/]+)\//.exec([...target.shown.keys()][0] ?? '')?.[1]
  for (const name of [...target.shown.keys()]) {
    if (now.has(name)) continue
    target.shown.delete(name)
    const exists = project !== undefined && documents[documentKey(project, name)] !== undefined
    // Still stored but no longer matching (or readable): removed from the target; gone from the database: deleted.
    changes.push(
      exists ? { documentRemove: { document: name, removedTargetIds: [target.id] } } : { documentDelete: { document: name, removedTargetIds: [target.id] } },
    )
  }
  return changes
}

/** A new target: added, reset when the listener resumes (it is then sent whole), its documents, and current. */
export function openingOf(target: ListenTarget, resuming: boolean): ListenResponse[] {
  const now = target.read()
  return [
    { targetChange: { targetChangeType: 'ADD', targetIds: [target.id] } },
    ...(resuming ? [{ targetChange: { targetChangeType: 'RESET', targetIds: [target.id] } }] : []),
    ...changesOf(target, now),
    { targetChange: { targetChangeType: 'CURRENT', targetIds: [target.id], resumeToken: resumeToken() } },
  ]
}

/** Every target is consistent up to now: the SDK raises its snapshots on this. */
export const consistentNow = (): ListenResponse => ({ targetChange: { targetChangeType: 'NO_CHANGE', resumeToken: resumeToken(), readTime: readTime() } })
