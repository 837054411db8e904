// The owner's catalog edits' documents, read and written inside their transactions: collection documents, stock
// documents and the records in catalogEdits (under the press's attempt id, so a retry finds its own).
import * as v from 'valibot'
import type { CatalogEdit, Decided } from '../catalog/catalog-edit'
import { CollectionDocument } from '../catalog/catalog-schema'
import { apiError, json, type ApiResponse } from './http'
import type { Deps, Transaction } from './ports'

/** The answer for a decision: its value as the body, or its refusal. */
export const answerOf = <T>(decided: Decided<T>, body: (value: T) => unknown, status = 200): ApiResponse =>
  decided.ok ? json(status, body(decided.value)) : apiError(decided.refusal.status, decided.refusal.code, decided.refusal.message)

export interface Place {
  collectionId: string
  itemId: number
}

/**
 * A collection document's items as stored, read with the catalog's collection schema (a title and a list of items)
 * and kept whole, so an edit writes back every field it did not touch; null when the document is not a collection.
 */
export function itemsOf(data: unknown): unknown[] | null {
  const parsed = v.safeParse(CollectionDocument, data)
  return parsed.success ? parsed.output.items : null
}

/** The record of a change: under its press's attempt id, or a new id for a change without one. */
export function writeRecord(tx: Transaction, deps: Deps, record: CatalogEdit): void {
  tx.create(`catalogEdits/${record.attemptId ?? deps.store.newId()}`, { ...record })
}

export const readRecord = async (tx: Transaction, attemptId: string) => (await tx.get(`catalogEdits/${attemptId}`)).data
