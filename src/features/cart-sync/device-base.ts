// What this device last knew of the account's cart (the base of the three-way merge, merge-carts.ts), kept in
// localStorage beside the cart as {"uid": …, "lines": ["9:M/navy*2", …]}, so that every tab of the device and the
// next visit start from it: a change made offline is told from one made on another device. It belongs to one
// account; another account's, or a record that cannot be read, is no record (the next merge is a first one).
import { accountLinesFrom, storedLines, type AccountLine } from '../../lib/account-cart'

const BASE_STORAGE_KEY = 'cart-account'

/** Kept for this visit when the browser refuses storage. */
let inMemory: string | null = null

function read(): string | null {
  try {
    return localStorage.getItem(BASE_STORAGE_KEY)
  } catch {
    return inMemory
  }
}

/** The account's lines as this device last saw them, or null when it has not merged with this account yet. */
export function readBase(uid: string): AccountLine[] | null {
  let stored: unknown
  try {
    stored = JSON.parse(read() ?? 'null')
  } catch {
    return null
  }
  const record = stored as { uid?: unknown; lines?: unknown } | null
  return record?.uid === uid ? accountLinesFrom({ lines: record.lines }) : null
}

/** Records the account's lines as this device now knows them; null forgets them (signed out). */
export function writeBase(uid: string, lines: readonly AccountLine[] | null): void {
  const text = lines ? JSON.stringify({ uid, lines: storedLines(lines) }) : null
  inMemory = text
  try {
    if (text === null) localStorage.removeItem(BASE_STORAGE_KEY)
    else localStorage.setItem(BASE_STORAGE_KEY, text)
  } catch {
    // Kept in memory for this visit.
  }
}
