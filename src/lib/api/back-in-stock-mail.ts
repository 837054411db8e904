// The mails of "Email me when it is back". A transaction that puts units back on sale (the owner's count, a return
// back on the shelf, an unpaid order cancelled or expired) answers which variants it raised; right after its
// commit, each such variant's waiting requests are mailed, oldest first, as many as it has units for sale. Each
// request is marked sent in the same transaction as its mail is queued, so a request is mailed once whoever runs
// this, however often (two releases at once, a retry). Its unsubscribe token is made then: only its hash is kept.
import { backInStockMail, firstWaiting, unitsForSale, type WaitingAlert } from '../orders/back-in-stock'
import { catalogSnapshotOf, findItem } from '../orders/catalog-snapshot'
import { newOrderToken, sha256Hex } from '../orders/guest-token'
import { storedStock } from '../orders/stock-document'
import type { Variant } from '../catalog/variant'
import { queueMail } from './order-store'
import type { Deps, DocumentData, Transaction } from './ports'

export const ALERTS = 'stockAlerts'

const isoOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Runs a transaction that may put units back on sale (`raised` takes what `saveOrder` answers), then mails. */
export async function restocking<T>(deps: Deps, run: (tx: Transaction, raised: (keys: string[]) => void) => Promise<T>): Promise<T> {
  let keys: string[] = []
  const result = await deps.store.runTransaction((tx) => {
    keys = []
    return run(tx, (more) => keys.push(...more))
  })
  await mailBackInStock(deps, keys)
  return result
}

/**
 * Mails the waiting requests of these variants ('2_9:M/navy'), up to the units each has for sale now. Never throws:
 * the change that raised the units is already committed, and a mail that failed here waits for the next rise.
 */
export async function mailBackInStock(deps: Deps, keys: readonly string[]): Promise<void> {
  for (const key of new Set(keys)) {
    try {
      await mailVariant(deps, key)
    } catch (error) {
      console.error(`Mailing the back-in-stock requests of ${key} failed`, error)
    }
  }
}

async function mailVariant(deps: Deps, key: string): Promise<void> {
  const { store } = deps
  const split = key.lastIndexOf(':')
  const stockId = key.slice(0, split)
  const units = unitsForSale(storedStock((await store.get(`stock/${stockId}`)).data), key.slice(split + 1))
  if (units === 0) return
  const waiting = await store.query(ALERTS, [
    ['key', '==', key],
    ['status', '==', 'waiting'],
  ])
  const chosen = firstWaiting(
    waiting.map((document): WaitingAlert & { data: DocumentData } => ({
      id: document.id,
      createdAt: isoOf(document.data?.createdAt),
      data: document.data ?? {},
    })),
    units,
  )
  if (chosen.length === 0) return
  const { collectionId, itemId } = chosen[0]!.data as { collectionId: string; itemId: number }
  const collection = await store.get(`collections/${collectionId}`)
  const item = findItem(catalogSnapshotOf(collection.data ? [[collectionId, collection.data]] : []), collectionId, itemId)
  // An item the shop no longer sells is not "back": its requests wait, and end with it.
  if (!item) return
  for (const { id } of chosen) {
    const token = newOrderToken()
    const tokenHash = await sha256Hex(token)
    await store.runTransaction(async (tx) => {
      const path = `${ALERTS}/${id}`
      const alert = (await tx.get(path)).data
      if (alert?.status !== 'waiting' || typeof alert.email !== 'string') return
      const mail = backInStockMail(alert.email, item, alert.variant as Variant, { shopUrl: deps.shopUrl, path: String(alert.path), unsubscribeToken: token })
      // Sent: the address is no longer needed, and is not kept.
      const kept = Object.fromEntries(Object.entries(alert).filter(([name]) => name !== 'email'))
      tx.set(path, { ...kept, createdAt: new Date(String(alert.createdAt)), status: 'sent', sentAt: deps.now(), unsubscribeHash: tokenHash })
      queueMail(tx, deps, mail)
    })
  }
}
