// The rules table's cases for stockAlerts/{id} (see cases.ts): the "Email me when it is back" requests hold
// shoppers' addresses and the hashes of their unsubscribe links, so only the server's /api reads and writes them.
// No client does: not the owner or staff from the back office, not the shopper whose request it is (by uid or by
// email), not a visitor; not to read, list, make, change or delete one.
import type { RuleCase } from './cases'

const time = (iso: string) => ({ $time: iso })
const request = {
  key: '2_9:XS/navy',
  collectionId: '2',
  itemId: 9,
  variant: { size: 'XS', color: 'navy' },
  path: '/shop/apparel/shirt',
  email: 'ann@example.com',
  emailHash: 'a'.repeat(64),
  uid: 'ann',
  status: 'waiting',
  consent: 'We will send you one email when this size and colour is back.',
  createdAt: time('2026-11-28T09:00:00Z'),
}
const existing = { 'stockAlerts/r1': request }

const WHO = {
  'the owner': { uid: 'olga', email: 'olga@example.com', owner: true as const },
  'a staff member': { uid: 'stan', email: 'stan@example.com', staff: true as const },
  'the shopper who asked': { uid: 'ann', email: 'ann@example.com' },
  'nobody signed in': 'anonymous' as const,
}

const OPERATIONS = [
  { what: 'reads a back-in-stock request', op: 'get', path: 'stockAlerts/r1' },
  { what: 'lists the back-in-stock requests', op: 'list', path: 'stockAlerts' },
  { what: 'lists the requests of their uid', op: 'list', path: 'stockAlerts', where: ['uid', '==', 'ann'] },
  { what: 'lists the requests of their email', op: 'list', path: 'stockAlerts', where: ['email', '==', 'ann@example.com'] },
  { what: 'makes a back-in-stock request from the app', op: 'create', path: 'stockAlerts/r2', data: { ...request, createdAt: { $time: 'server' } } },
  { what: 'marks a request sent from the app', op: 'update', path: 'stockAlerts/r1', data: { status: 'sent' } },
  { what: 'cancels a request from the app', op: 'update', path: 'stockAlerts/r1', data: { status: 'cancelled' } },
  { what: 'deletes a back-in-stock request', op: 'delete', path: 'stockAlerts/r1' },
] as const

export const backInStockCases: RuleCase[] = OPERATIONS.flatMap(({ what, ...operation }) =>
  Object.entries(WHO).map(([who, as]) => ({ ...operation, name: `back in stock: ${who} ${what}`, as, existing, expect: 'deny' }) as RuleCase),
)
