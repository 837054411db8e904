// The rules table's cases for the mail of a checkout left unpaid (see cases.ts): mailOptOuts/{hash of an address}
// (the addresses that stopped these mails) and unsubscribeLinks/{hash of a link's token} (which address a link
// stops) are the server's /api's alone. No client reads or writes them: not the owner or staff, not a shopper, not a
// visitor; nobody lists who stopped the mails, stops them for someone else or takes their stop back.
import type { CaseData, RuleCase } from './cases'

const time = (iso: string) => ({ $time: iso })
const hash = 'b'.repeat(64)
const existing: Record<string, CaseData> = {
  [`mailOptOuts/${hash}`]: { at: time('2026-11-28T10:00:00Z') },
  [`unsubscribeLinks/${'c'.repeat(64)}`]: { emailHash: hash, orderId: 'A1B2C3D4E5', createdAt: time('2026-11-28T09:00:00Z') },
}

const WHO = {
  'the owner': { uid: 'olga', email: 'olga@example.com', owner: true as const },
  'a staff member': { uid: 'stan', email: 'stan@example.com', staff: true as const },
  'a shopper': { uid: 'ann', email: 'ann@example.com' },
  'nobody signed in': 'anonymous' as const,
}

const OPERATIONS = [
  { what: 'reads an address’s stop', op: 'get', path: `mailOptOuts/${hash}` },
  { what: 'lists the addresses that stopped the mails', op: 'list', path: 'mailOptOuts' },
  { what: 'stops the mails of an address from the app', op: 'create', path: `mailOptOuts/${'d'.repeat(64)}`, data: { at: { $time: 'server' } } },
  { what: 'takes a stop back', op: 'delete', path: `mailOptOuts/${hash}` },
  { what: 'reads an unsubscribe link', op: 'get', path: `unsubscribeLinks/${'c'.repeat(64)}` },
  { what: 'lists the unsubscribe links', op: 'list', path: 'unsubscribeLinks' },
  { what: 'makes an unsubscribe link from the app', op: 'create', path: `unsubscribeLinks/${'e'.repeat(64)}`, data: { emailHash: hash, orderId: 'X' } },
  { what: 'changes whose address a link stops', op: 'update', path: `unsubscribeLinks/${'c'.repeat(64)}`, data: { emailHash: 'f'.repeat(64) } },
] as const

export const recoveryMailCases: RuleCase[] = OPERATIONS.flatMap(({ what, ...operation }) =>
  Object.entries(WHO).map(([who, as]) => ({ ...operation, name: `unpaid checkout mail: ${who} ${what}`, as, existing, expect: 'deny' }) as RuleCase),
)
