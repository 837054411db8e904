// The rules table's cases for the real shoppers' speed (vitals/{day}_{kind}_{metric}_{shard}, see cases.ts): an
// owner's account reads the histograms; staff, a shopper and nobody signed in read nothing of them; nobody writes,
// changes or deletes one from the app (the /api adds each visit's counts, as an admin).
import type { RuleCase } from './cases'

const time = (iso: string) => ({ $time: iso })
const shard = { day: '2026-11-28', kind: 'product', metric: 'lcp', shard: 3, counts: [0, 2, 5, 1], expiresAt: time('2026-12-12T00:00:00Z') }
const existing = { 'vitals/2026-11-28_product_lcp_3': shard }

const WHO = {
  'the owner': { uid: 'olga', email: 'olga@example.com', owner: true as const },
  'a staff member': { uid: 'stan', email: 'stan@example.com', staff: true as const },
  'a shopper': { uid: 'ann', email: 'ann@example.com' },
  'nobody signed in': 'anonymous' as const,
}
type Who = keyof typeof WHO

type Access = { what: string; allowed: Who[] } & (
  { op: 'get' | 'delete' | 'list'; path: string } | { op: 'update' | 'create'; path: string; data: Record<string, unknown> }
)

const ACCESS: Access[] = [
  { what: "reads a day's speed histogram", op: 'get', path: 'vitals/2026-11-28_product_lcp_3', allowed: ['the owner'] },
  { what: 'lists the speed histograms', op: 'list', path: 'vitals', allowed: ['the owner'] },
  { what: 'adds a visit to a histogram from the app', op: 'update', path: 'vitals/2026-11-28_product_lcp_3', data: { counts: [0, 2, 6, 1] }, allowed: [] },
  {
    what: 'creates a histogram from the app',
    op: 'create',
    path: 'vitals/2026-11-28_home_cls_0',
    data: { ...shard, kind: 'home', metric: 'cls', shard: 0 },
    allowed: [],
  },
  { what: 'writes a note into the speed histograms', op: 'create', path: 'vitals/note', data: { text: 'anything' }, allowed: [] },
  { what: 'deletes a histogram from the app', op: 'delete', path: 'vitals/2026-11-28_product_lcp_3', allowed: [] },
]

export const vitalsCases: RuleCase[] = ACCESS.flatMap(({ what, allowed, ...operation }) =>
  (Object.keys(WHO) as Who[]).map(
    (who) => ({ ...operation, name: `speed: ${who} ${what}`, as: WHO[who], existing, expect: allowed.includes(who) ? 'allow' : 'deny' }) as RuleCase,
  ),
)
