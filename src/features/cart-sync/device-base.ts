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

type StoredRecord = { uid?: unknown; lines?: unknown; pending?: unknown } | null

function readRecord(): StoredRecord {
  try {
    return JSON.parse(read() ?? 'null') as StoredRecord
  } catch {
    return null
  }
}

/** The account's lines as this device last saw them, or null when it has not merged with this account yet. */
export function readBase(uid: string): AccountLine[] | null {
  const record = readRecord()
  // A record written as a first save began has no base yet: the next merge is still a first one.
  return record?.uid === uid && Array.isArray(record.lines) ? accountLinesFrom({ lines: record.lines }) : null
}

/**
 * The lines this device was saving to the account when it last wrote the record: a save whose commit reached the
 * account while the page closed before its record did. Null when no save was under way.
 */
export function readPending(uid: string): AccountLine[] | null {
  const record = readRecord()
  return record?.uid === uid && Array.isArray(record.pending) ? accountLinesFrom({ lines: record.pending }) : null
}

/** Records, before a save is committed, the lines it saves (the base stays as it was until the save is done). */
export function writePending(uid: string, lines: readonly AccountLine[]): void {
  const record = readRecord()
  const base = record?.uid === uid && Array.isArray(record.lines) ? (record.lines as unknown[]) : null
  store(JSON.stringify({ uid, lines: base, pending: storedLines(lines) }))
}

/** Records the account's lines as this device now knows them; null forgets them (signed out). */
export function writeBase(uid: string, lines: readonly AccountLine[] | null): void {
  store(lines ? JSON.stringify({ uid, lines: storedLines(lines) }) : null)
}

function store(text: string | null): void {
  inMemory = text
  try {
    if (text === null) localStorage.removeItem(BASE_STORAGE_KEY)
    else localStorage.setItem(BASE_STORAGE_KEY, text)
  } catch {
    // Kept in memory for this visit.
  }
}
