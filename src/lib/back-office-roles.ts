// Who works in the shop's back office, and what each of them may do: one table, read by the shop's /api (which
// refuses every other call, src/lib/api/back-office-access.ts) and by the back office's pages (which offer only what
// the table allows). An owner runs the shop; staff fulfil its orders: they read every order, mark it shipped or
// delivered and record what came back, and never refund, cancel, edit the catalog, its prices or its stock, export
// the orders' money or manage who works here (decision 032).
import type { OwnerActionName } from './orders/owner-actions'

export type BackOfficeRole = 'owner' | 'staff'

/**
 * What the back office does: an action on an order (its name on `/api/admin/orders/<id>/<action>`), reading the
 * orders, the catalog with its prices, stock and settings (its pages and every edit), the orders' export for the
 * accountant, reading the real shoppers' speed, the dashboard (the work waiting, counted) and the shop's sales on it,
 * the promotion codes, the customers (their list and pages), a customer's data at their request (its export, its
 * erasure, and counting older orders in the list), publishing or hiding the buyers' reviews, the shipping rates, and the
 * staff list (who works here as staff: adding and removing them).
 */
export type BackOfficeTask =
  | OwnerActionName
  | 'orders'
  | 'catalog'
  | 'export'
  | 'speed'
  | 'dashboard'
  | 'sales'
  | 'promotions'
  | 'customers'
  | 'customer-data'
  | 'reviews'
  | 'shipping'
  | 'staff'

const EVERYONE = ['owner', 'staff'] as const satisfies readonly BackOfficeRole[]
const OWNERS = ['owner'] as const satisfies readonly BackOfficeRole[]

const ALLOWED: Record<BackOfficeTask, readonly BackOfficeRole[]> = {
  orders: EVERYONE,
  ship: EVERYONE,
  deliver: EVERYONE,
  // The goods are back: the refund the returns terms decide follows, as it does when an owner records it.
  return: EVERYONE,
  // Sends the refund before the goods are back, on the shopper's word: the owner's call.
  proof: OWNERS,
  refund: OWNERS,
  cancel: OWNERS,
  catalog: OWNERS,
  export: OWNERS,
  // How the shop performs for its shoppers: the owner's to weigh against what it costs; staff's work is the orders.
  speed: OWNERS,
  // The work waiting, counted: orders to ship, withdrawals whose goods are not back.
  dashboard: EVERYONE,
  // Sums the shop's money (net sales, the average order, best sellers, the daily totals), as the export does.
  sales: OWNERS,
  // Promotion codes give the shop's money away: the owner's to decide.
  promotions: OWNERS,
  // Who bought what, as the orders already show it.
  customers: EVERYONE,
  // Everything the shop holds on one person, and erasing it: the owner answers for the shop's data (decision 043).
  'customer-data': OWNERS,
  // What the shop publishes in its buyers' words speaks for the shop: the owner's call, as the catalog is.
  reviews: OWNERS,
  // Who works in the back office is the owners' to decide; staff never add or remove one another.
  staff: OWNERS,
  // What every parcel costs the shoppers and where the shop ships: the owner's call, as prices are.
  shipping: OWNERS,
}

/** Whether an account of this role (null: none) may do the task. */
export const mayDo = (role: BackOfficeRole | null | undefined, task: BackOfficeTask): boolean => !!role && ALLOWED[task].includes(role)
