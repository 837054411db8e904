// The owner's catalog edits' documents, read and written inside their transactions: collection documents, stock
// documents and the records in catalogEdits (under the press's attempt id, so a retry finds its own).
import type { CatalogEdit, Decided } from '../catalog/catalog-edit'
import { apiError, json, type ApiResponse } from './http'
import type { Deps, Transaction } from './ports'

/** The answer for a decision: its value as the body, or its refusal. */
export const answerOf = <T>(decided: Decided<T>, body: (value: T) => unknown, status = 200): ApiResponse =>
  decided.ok ? json(status, body(decided.value)) : apiError(decided.refusal.status, decided.refusal.code, decided.refusal.message)

export interface Place {
  collectionId: string
  itemId: number
}

export const itemsOf = (data: unknown): unknown[] | null => {
  const items = (data as { items?: unknown } | undefined)?.items
  return Array.isArray(items) ? items : null
}

/** The record of a change: under its press's attempt id, or a new id for a change without one. */
export function writeRecord(tx: Transaction, deps: Deps, record: CatalogEdit): void {
  tx.create(`catalogEdits/${record.attemptId ?? deps.store.newId()}`, { ...record })
}

export const readRecord = async (tx: Transaction, attemptId: string) => (await tx.get(`catalogEdits/${attemptId}`)).data
