// The rules table's cases for the real shoppers' speed (vitals/{day}_{kind}_{metric}_{shard} and the roll-ups of
// finished days, vitalsDays/{day}; see cases.ts): nobody reads, writes, changes or deletes them from the app, owners
// included (the /api adds each visit's counts and answers owners the summary, as an admin).
import type { RuleCase } from './cases'

const time = (iso: string) => ({ $time: iso })
const shard = { day: '2026-11-28', kind: 'product', metric: 'lcp', shard: 3, counts: [0, 2, 5, 1], expiresAt: time('2026-12-12T00:00:00Z') }
const rollUp = { day: '2026-11-27', counts: { product: { lcp: [0, 2, 5, 1] } }, expiresAt: time('2026-12-11T00:00:00Z') }
const existing = { 'vitals/2026-11-28_product_lcp_3': shard, 'vitalsDays/2026-11-27': rollUp }

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
  { what: "reads a day's speed histogram", op: 'get', path: 'vitals/2026-11-28_product_lcp_3', allowed: [] },
  { what: 'lists the speed histograms', op: 'list', path: 'vitals', allowed: [] },
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
  { what: "reads a finished day's roll-up", op: 'get', path: 'vitalsDays/2026-11-27', allowed: [] },
  { what: 'lists the roll-ups', op: 'list', path: 'vitalsDays', allowed: [] },
  { what: 'writes a roll-up from the app', op: 'create', path: 'vitalsDays/2026-11-26', data: { day: '2026-11-26', counts: {} }, allowed: [] },
  { what: 'changes a roll-up from the app', op: 'update', path: 'vitalsDays/2026-11-27', data: { counts: {} }, allowed: [] },
  { what: 'deletes a roll-up from the app', op: 'delete', path: 'vitalsDays/2026-11-27', allowed: [] },
]

export const vitalsCases: RuleCase[] = ACCESS.flatMap(({ what, allowed, ...operation }) =>
  (Object.keys(WHO) as Who[]).map(
    (who) => ({ ...operation, name: `speed: ${who} ${what}`, as: WHO[who], existing, expect: allowed.includes(who) ? 'allow' : 'deny' }) as RuleCase,
  ),
)
