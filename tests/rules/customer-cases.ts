// The rules table's cases for the back office's customers (see cases.ts): owners and staff read the customers'
// summaries (customers/{key}) as they read the orders behind them; only owners read the record of erasures
// (erasures/{id}); a shopper and nobody signed in read neither, and nobody writes either from the app (the /api
// keeps them; exporting and erasing a customer's data are the owners' calls to it).
import type { RuleCase } from './cases'

const time = (iso: string) => ({ $time: iso })
const ANN_KEY = 'YW5uQGV4YW1wbGUuY29t'
const existing = {
  [`customers/${ANN_KEY}`]: {
    email: 'ann@example.com',
    name: 'Ann Lee',
    nameTerms: ['an', 'ann'],
    orders: 2,
    spentCents: 5988,
    lastOrderAt: time('2026-11-01T10:00:00Z'),
  },
  'erasures/e1': { at: time('2026-11-20T10:00:00Z'), by: 'olga@example.com', ordersKept: ['o-1'], ordersDeleted: 0, accounts: 1 },
}

const WHO = {
  'the owner': { uid: 'olga', email: 'olga@example.com', owner: true as const },
  'a staff member': { uid: 'stan', email: 'stan@example.com', staff: true as const },
  'a shopper': { uid: 'ann', email: 'ann@example.com' },
  'nobody signed in': 'anonymous' as const,
}
type Who = keyof typeof WHO

type Access = { what: string; allowed: Who[] } & (
  | { op: 'get' | 'delete'; path: string }
  | { op: 'list'; path: string; where?: [string, '==', string]; orderBy?: [string, 'asc' | 'desc'] }
  | { op: 'update' | 'create'; path: string; data: Record<string, unknown> }
)

const BACK_OFFICE: Who[] = ['the owner', 'a staff member']
const ACCESS: Access[] = [
  { what: "reads a customer's summary", op: 'get', path: `customers/${ANN_KEY}`, allowed: BACK_OFFICE },
  { what: 'lists the customers, latest order first', op: 'list', path: 'customers', orderBy: ['lastOrderAt', 'desc'], allowed: BACK_OFFICE },
  { what: "changes a customer's summary from the app", op: 'update', path: `customers/${ANN_KEY}`, data: { spentCents: 1 }, allowed: [] },
  { what: 'writes a customer from the app', op: 'create', path: 'customers/Ym9i', data: { email: 'bob', orders: 1 }, allowed: [] },
  { what: 'deletes a customer from the app', op: 'delete', path: `customers/${ANN_KEY}`, allowed: [] },
  { what: 'reads the record of an erasure', op: 'get', path: 'erasures/e1', allowed: ['the owner'] },
  { what: 'lists the record of erasures', op: 'list', path: 'erasures', allowed: ['the owner'] },
  { what: 'writes an erasure from the app', op: 'create', path: 'erasures/e2', data: { by: 'olga@example.com' }, allowed: [] },
  { what: 'deletes the record of an erasure', op: 'delete', path: 'erasures/e1', allowed: [] },
]

export const customerCases: RuleCase[] = ACCESS.flatMap(({ what, allowed, ...operation }) =>
  (Object.keys(WHO) as Who[]).map(
    (who) => ({ ...operation, name: `customers: ${who} ${what}`, as: WHO[who], existing, expect: allowed.includes(who) ? 'allow' : 'deny' }) as RuleCase,
  ),
)
