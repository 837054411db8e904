// The seed's stock documents in Firestore: read, written as the stock plan says (stock-plan.ts), and told in the log.
import { FieldPath, type Firestore, type WriteBatch } from 'firebase-admin/firestore'
import type { StockPlan } from './stock-plan'

export async function storedStock(db: Firestore): Promise<Map<string, unknown>> {
  const snapshot = await db.collection('stock').get()
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]))
}

/**
 * The writes of the plan. A variant is added by its own field path, so a checkout that changes the document's other
 * units at the same time loses nothing; a document created here must not exist yet.
 */
export function stockOperations(db: Firestore, plan: StockPlan): ((batch: WriteBatch) => void)[] {
  const stock = db.collection('stock')
  return [
    ...plan.create.map(
      ({ id, ...data }) =>
        (batch: WriteBatch) =>
          void batch.create(stock.doc(id), data),
    ),
    ...plan.add.map(({ id, units }) => (batch: WriteBatch) => {
      const [first, ...more] = Object.entries(units).map(([key, count]) => [new FieldPath('units', key), count] as const)
      if (first) batch.update(stock.doc(id), first[0], first[1], ...more.flat())
    }),
    ...plan.reset.map(
      ({ id, before: _before, ...data }) =>
        (batch: WriteBatch) =>
          void batch.set(stock.doc(id), data),
    ),
    ...plan.remove.map((id) => (batch: WriteBatch) => void batch.delete(stock.doc(id))),
  ]
}

const unitsText = (units: Record<string, unknown>) =>
  Object.entries(units)
    .map(([key, count]) => `${key} ${JSON.stringify(count)}`)
    .join(', ')

/** What the run did (or would do) about stock, in the log. */
export function reportStock(plan: StockPlan, reset: boolean, dryRun: boolean, log: (line: string) => void): void {
  const would = dryRun ? 'would ' : ''
  if (plan.create.length) log(`stock: ${would}create ${plan.create.length} documents: ${plan.create.map((doc) => `stock/${doc.id}`).join(', ')}`)
  for (const { id, units } of plan.add) log(`stock: ${would}add to stock/${id} the variants it did not count: ${unitsText(units)}`)
  for (const { id, units, before } of plan.reset) {
    log(`--reset-stock: ${would}set stock/${id} to the file's counts: ${unitsText(units)} (it held ${JSON.stringify(before) ?? 'nothing'})`)
  }
  if (plan.remove.length) log(`--reset-stock: ${would}delete ${plan.remove.map((id) => `stock/${id}`).join(', ')} (the file counts no units of them)`)
  if (plan.kept.length) {
    log(
      reset
        ? `stock: ${plan.kept.length} documents already hold the file's counts.`
        : `stock: ${plan.kept.length} documents kept as they are, with the units sold and held (--reset-stock sets them to the file's counts).`,
    )
  }
}
