// The rules table's cases for the buyers' reviews (reviews/{collectionId}_{itemId}_{reviewer}) and each item's summary
// (reviewSummaries/{collectionId}_{itemId}), see cases.ts: a published review and every summary are anyone's to read;
// one that waits or was hidden only the owner's, its buyer's neither (the order page asks the /api for it); nobody
// writes either from the app, the buyer included: the /api writes them, as an admin.
import type { RuleCase } from './cases'

const time = (iso: string) => ({ $time: iso })
const review = (status: string) => ({
  collectionId: '2',
  itemId: 9,
  itemName: 'Classic Crew Neck T-Shirt',
  rating: 4,
  title: 'Soft',
  text: 'Washed well.',
  name: 'Ann L.',
  status,
  createdAt: time('2026-11-20T10:00:00Z'),
  updatedAt: time('2026-11-20T10:00:00Z'),
})
const summary = { collectionId: '2', itemId: 9, count: 1, sum: 4, histogram: [0, 0, 0, 1, 0], recent: [] }
const existing = {
  'reviews/2_9_published': review('approved'),
  'reviews/2_9_waiting': review('pending'),
  'reviews/2_9_hidden': review('hidden'),
  'reviewSummaries/2_9': summary,
}

const WHO = {
  'the owner': { uid: 'olga', email: 'olga@example.com', owner: true as const },
  'a staff member': { uid: 'stan', email: 'stan@example.com', staff: true as const },
  // The buyer who wrote the waiting review; the rules cannot tell them from another shopper, as no review names an account.
  'its buyer': { uid: 'ann', email: 'ann@example.com' },
  'another shopper': { uid: 'bo', email: 'bo@example.com' },
  'nobody signed in': 'anonymous' as const,
}
type Who = keyof typeof WHO
const EVERYONE = Object.keys(WHO) as Who[]

type Access = { what: string; allowed: Who[] } & (
  | { op: 'get' | 'delete'; path: string }
  | { op: 'list'; path: string; where?: [string, '==', string] }
  | { op: 'update' | 'create'; path: string; data: Record<string, unknown> }
)

const ACCESS: Access[] = [
  { what: 'reads a published review', op: 'get', path: 'reviews/2_9_published', allowed: EVERYONE },
  { what: 'reads a review that waits', op: 'get', path: 'reviews/2_9_waiting', allowed: ['the owner'] },
  { what: 'reads a hidden review', op: 'get', path: 'reviews/2_9_hidden', allowed: ['the owner'] },
  { what: 'lists the published reviews', op: 'list', path: 'reviews', where: ['status', '==', 'approved'], allowed: EVERYONE },
  { what: 'lists the reviews that wait', op: 'list', path: 'reviews', where: ['status', '==', 'pending'], allowed: ['the owner'] },
  { what: 'lists every review', op: 'list', path: 'reviews', allowed: ['the owner'] },
  { what: "reads an item's review summary", op: 'get', path: 'reviewSummaries/2_9', allowed: EVERYONE },
  { what: 'lists the review summaries', op: 'list', path: 'reviewSummaries', allowed: EVERYONE },
  { what: 'writes a review from the app', op: 'create', path: 'reviews/2_9_new', data: review('pending'), allowed: [] },
  { what: 'publishes a review from the app', op: 'update', path: 'reviews/2_9_waiting', data: { status: 'approved' }, allowed: [] },
  { what: 'changes the words of a review that waits', op: 'update', path: 'reviews/2_9_waiting', data: { text: 'Better now.' }, allowed: [] },
  { what: 'deletes a review', op: 'delete', path: 'reviews/2_9_published', allowed: [] },
  { what: "raises an item's average", op: 'update', path: 'reviewSummaries/2_9', data: { sum: 5 }, allowed: [] },
  { what: 'creates a review summary', op: 'create', path: 'reviewSummaries/2_10', data: summary, allowed: [] },
]

export const reviewCases: RuleCase[] = ACCESS.flatMap(({ what, allowed, ...operation }) =>
  EVERYONE.map(
    (who) => ({ ...operation, name: `reviews: ${who} ${what}`, as: WHO[who], existing, expect: allowed.includes(who) ? 'allow' : 'deny' }) as RuleCase,
  ),
)
