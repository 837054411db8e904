// The daily totals as documents: what a save of an order changes is added to its day's shard in the same
// transaction as the order, by increments that read nothing, so checkouts never wait on one another here, and a
// transaction that runs again (it re-reads the order it may have written) adds only what is still missing.
import { dailyTotalsPath, figuresChange, shardOf } from '../orders/daily-totals'
import type { Order } from '../orders/order'
import type { Transaction } from './ports'

/** `beforeSales`: whether `before`'s net sales are counted already (figuresChange). */
export function recordFigures(tx: Transaction, before: Order | null, after: Order, beforeSales: boolean): void {
  for (const { day, change } of figuresChange(before, after, { beforeSales })) {
    const items = Object.fromEntries(Object.entries(change.items).filter(([, item]) => item.units !== 0))
    tx.increment(dailyTotalsPath(day, shardOf(after.id)), { ...change, day, items })
  }
}
