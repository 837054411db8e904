// Server-side transactions, as the Admin SDK runs them: the first read opens one (`newTransaction`, or an explicit
// beginTransaction), later reads name it, and commit or rollback closes it. Like the real service, a commit whose
// read documents changed since they were read is aborted (409 ABORTED), and the SDK retries the whole function.
// The client SDKs never send these: they read, then commit with preconditions.
import { invalidArgument, RpcError } from './errors'
import { isRecord } from '../../src/lib/is-record'
import { mockState } from '../state'

interface OpenTransaction {
  readOnly: boolean
  /** State key → the updateTime the transaction saw (null: the document did not exist). */
  reads: Map<string, string | null>
}

const open = new Map<string, OpenTransaction>()
let counter = 0

const aborted = (message: string) => new RpcError(409, 'ABORTED', message)

function newTransaction(options: unknown): string {
  if (options !== undefined && !isRecord(options)) throw invalidArgument('TransactionOptions must be an object.')
  // The mock runs in the browser too (the demo): btoa, not Buffer.
  const id = btoa(`mock-transaction-${++counter}`)
  open.set(id, { readOnly: isRecord(options) && options.readOnly !== undefined, reads: new Map() })
  return id
}

export function beginTransaction(body: unknown): { transaction: string } {
  return { transaction: newTransaction(isRecord(body) ? body.options : undefined) }
}

function find(id: unknown): OpenTransaction {
  const transaction = typeof id === 'string' ? open.get(id) : undefined
  if (!transaction) throw invalidArgument('Transaction is invalid or has expired.')
  return transaction
}

/**
 * The transaction a read runs in: the one it names, a new one (whose id the answer carries), or none. The keys it
 * reads are remembered with the version seen, for the commit to check.
 */
export function readInTransaction(body: Record<string, unknown>, keys: string[]): { id?: string; created: boolean } {
  if (body.transaction !== undefined && body.newTransaction !== undefined) throw invalidArgument('Give transaction or newTransaction, not both.')
  if (body.transaction === undefined && body.newTransaction === undefined) return { created: false }
  const created = body.newTransaction !== undefined
  const id = created ? newTransaction(body.newTransaction) : (body.transaction as string)
  const transaction = find(id)
  const documents = mockState().documents
  for (const key of keys) if (!transaction.reads.has(key)) transaction.reads.set(key, documents[key]?.updateTime ?? null)
  return { id, created }
}

/** Closes the transaction a commit names; throws ABORTED when a document it read has changed since. */
export function closeForCommit(id: unknown): void {
  const transaction = find(id)
  open.delete(id as string)
  if (transaction.readOnly) throw invalidArgument('A read-only transaction cannot commit writes.')
  const documents = mockState().documents
  for (const [key, seen] of transaction.reads) {
    if ((documents[key]?.updateTime ?? null) !== seen)
      throw aborted('Transaction lock timeout: a document read by the transaction changed. Retry the transaction.')
  }
}

export function rollback(body: unknown): object {
  if (!isRecord(body)) throw invalidArgument('rollback needs a transaction.')
  find(body.transaction)
  open.delete(body.transaction as string)
  return {}
}
