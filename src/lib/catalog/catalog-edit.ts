// What every owner's change to the catalog shares, in the functions and the demo alike: the attempt id that makes a
// retry answer the same, the refusals the /api answers with, and the record each change leaves in catalogEdits.
import * as v from 'valibot'
import { DocumentId } from '../orders/document-id'

/** Chosen once per press of a button; the change's record is stored under it, so a retry finds it and changes nothing. */
export const AttemptId = DocumentId(16, 64)

export type CatalogEditKind = 'item' | 'add' | 'stock' | 'settings' | 'shipping'

/** A change as catalogEdits/{id} keeps it: who, when, and the changed fields before and after (null: absent). */
export interface CatalogEdit {
  at: string
  by: string
  kind: CatalogEditKind
  collectionId?: string
  itemId?: number
  before: Record<string, unknown> | null
  after: Record<string, unknown>
  /** The press it answers, and what it answered: a retry of the same press answers this again. */
  attemptId?: string
  answer?: unknown
}

/** An /api error: its status, code and the sentence the owner reads. */
export interface Refusal {
  status: 400 | 404 | 409
  code: string
  message: string
}

const refusal = (status: Refusal['status'], code: string, message: string): Refusal => ({ status, code, message })

export const STALE_ITEM = 'This item was changed since you opened it: reload to see the change, then make yours again.'

export type Decided<T> = { ok: true; value: T } | { ok: false; refusal: Refusal }

export const refused = <T>(status: Refusal['status'], code: string, message: string): Decided<T> => ({ ok: false, refusal: refusal(status, code, message) })

/** Who did it, as the records and the orders' history name an owner. */
export const ownerName = (caller: { uid: string; email?: string | undefined }): string => caller.email ?? caller.uid

/**
 * The answer a retry gets: the stored record's answer when it is this same change, a refusal when the attempt id
 * was used for another one, null when the press is new.
 */
export function replay(record: unknown, kind: CatalogEditKind, collectionId: string, itemId?: number): Decided<unknown> | null {
  if (record === undefined || record === null) return null
  const stored = record as Partial<CatalogEdit>
  const same = stored.kind === kind && stored.collectionId === collectionId && (itemId === undefined || stored.itemId === itemId)
  return same ? { ok: true, value: stored.answer } : refused(400, 'bad-attempt', 'This attempt id was used for another change; press the button again.')
}

/** The values of these fields in each object that differ between them: what a record keeps. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, keys: Iterable<string>) {
  const was: Record<string, unknown> = {}
  const now: Record<string, unknown> = {}
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue
    was[key] = before[key] ?? null
    now[key] = after[key] ?? null
  }
  return { before: was, after: now }
}

/** A body's schema problems as one sentence naming each field: 'revision: must be a whole number'. */
export const bodyProblems = (issues: v.BaseIssue<unknown>[]): string =>
  issues.map((issue) => `${issue.path?.map((step) => String(step.key)).join('.') ?? 'body'}: ${issue.message}`).join('; ')
