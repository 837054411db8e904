// A signed-in shopper's heart shows at once, and reaches the account in a transaction a round trip or two later.
// A page left meanwhile (a link that loads a new page, a closed tab, a phone dropping a page in the background)
// would take the change with it. Each change is therefore also kept on this device, under 'wishlist-unsent', from
// the press until the account holds it (or refuses it). A later page signed in as that account shows the changes a
// page before left unsent, and sends them (use-wishlist-merge.ts). Sending one twice does no harm: saving a saved
// item, or removing one not there, changes nothing. One case it cannot tell apart: a change the account did get,
// whose answer the page did not live to read, is sent again too; had the shopper undone it on another device
// meanwhile, it comes back. Only a time for each item, stored with the list, would tell the two apart; skipping
// every change older than the list's last write instead would lose a heart whenever another device saved anything.
import { useCallback } from 'react'
import useLocalStorageState from 'use-local-storage-state'
import { storedNow } from '../../lib/stored-now'
import { withSaved } from '../../lib/wishlist'

export const UNSENT_STORAGE_KEY = 'wishlist-unsent'

/** One press of a heart: the account's, the item's, saved or removed, and when (ms since the epoch). */
export interface UnsentChange {
  uid: string
  id: number
  saved: boolean
  at: number
}

/** Older changes are dropped: a shopper who has not come back in a month has moved on. */
export const UNSENT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/** The most changes kept (the newest). */
export const MAX_UNSENT = 100

/** When this page started. A change kept earlier was made by another page, which may be gone. */
export const PAGE_STARTED_AT = Date.now()

const isChange = (value: unknown): value is UnsentChange => {
  const change = value as Partial<UnsentChange> | null
  return (
    typeof change === 'object' &&
    change !== null &&
    typeof change.uid === 'string' &&
    change.uid !== '' &&
    Number.isSafeInteger(change.id) &&
    typeof change.saved === 'boolean' &&
    Number.isSafeInteger(change.at)
  )
}

/** The changes stored as `text`, at `now`: broken entries and old ones dropped, the newest MAX_UNSENT kept. */
export function parseUnsent(text: string, now = Date.now()): UnsentChange[] {
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  return stored
    .filter(isChange)
    .filter((change) => now - change.at < UNSENT_MAX_AGE_MS)
    .map(({ uid, id, saved, at }) => ({ uid, id, saved, at }))
    .slice(-MAX_UNSENT)
}

const NONE: readonly UnsentChange[] = []

/** The list `ids` with `uid`'s changes made, in order. */
export function withUnsent(ids: readonly number[], changes: readonly UnsentChange[], uid: string): readonly number[] {
  const own = changes.filter((change) => change.uid === uid)
  return own.length === 0 ? ids : own.reduce<readonly number[]>((list, change) => withSaved(list, change.id, change.saved), ids)
}

/** The changes of `uid` a page before this one left unsent. */
export const leftUnsent = (changes: readonly UnsentChange[], uid: string): UnsentChange[] =>
  changes.filter((change) => change.uid === uid && change.at < PAGE_STARTED_AT)

const same = (a: UnsentChange, b: UnsentChange) => a.uid === b.uid && a.id === b.id && a.saved === b.saved && a.at === b.at

/** `changes` without `sent` (each once). */
export function withoutSent(changes: readonly UnsentChange[], sent: readonly UnsentChange[]): UnsentChange[] {
  const left = [...changes]
  for (const change of sent) {
    const index = left.findIndex((other) => same(other, change))
    if (index >= 0) left.splice(index, 1)
  }
  return left
}

/** The changes kept on this device (every account's), and a change to them; a tab's change shows in the others. */
export function useUnsentChanges() {
  // No default value: nothing is written for a shopper who never signs in.
  const [stored, setStored] = useLocalStorageState<readonly UnsentChange[]>(UNSENT_STORAGE_KEY, {
    serializer: { parse: (text) => parseUnsent(text), stringify: (changes) => JSON.stringify(changes) },
  })
  const change = useCallback(
    (edit: (changes: readonly UnsentChange[]) => readonly UnsentChange[]) =>
      setStored((current) => edit(storedNow(UNSENT_STORAGE_KEY, parseUnsent, []) ?? current ?? NONE)),
    [setStored],
  )
  return [stored ?? NONE, change] as const
}
