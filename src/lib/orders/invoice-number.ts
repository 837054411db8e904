// Invoice numbers: one sequence per year, with no gap, given when an order is paid (decision 040). The number comes
// from a counter document per year, read and raised in the same transaction that marks the order paid, so a
// payment that does not commit takes no number, and checkouts never touch the counter.
import { SHOP_TIME_ZONE } from './shop-time'

/** The shop's year of an instant, in its own time zone: an order paid at 00:30 on 1 January in Berlin is of the new year. */
export const invoiceYear = (iso: string): number =>
  Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: SHOP_TIME_ZONE }).format(new Date(iso)))

/** The counter document of a year: `{ last }`, the last number given. */
export const invoiceCounterPath = (year: number): string => `invoiceCounters/${year}`

/** The number after `last` in `year`'s sequence: '2026-000042'. */
export const invoiceNumber = (year: number, sequence: number): string => `${year}-${String(sequence).padStart(6, '0')}`

/** A refund's credit note number: its invoice's, and the refund's place among the order's refunds ('2026-000042-C1'). */
const creditNoteNumber = (invoice: string, refundIndex: number): string => `${invoice}-C${refundIndex + 1}`

interface RefundLike {
  pending?: true | undefined
  failedAt?: string | undefined
}

/**
 * The credit notes of an invoiced order: one for each refund that went out, numbered by its place among the order's
 * refunds (a refund that failed keeps its place and has none, so a number never changes once given).
 */
export function creditNotesOf<Refund extends RefundLike>(order: { invoice?: { number: string } | undefined; refunds?: readonly Refund[] | undefined }) {
  const invoice = order.invoice
  if (!invoice) return []
  return (order.refunds ?? []).flatMap((refund, index) =>
    refund.pending || refund.failedAt !== undefined ? [] : [{ note: index + 1, number: creditNoteNumber(invoice.number, index), refund }],
  )
}
