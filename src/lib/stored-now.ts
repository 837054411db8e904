// Reading a key of this device's storage as it is at this moment: another tab's last change included, whose storage
// event may not have been handled yet. The lists kept there (the cart, the wishlist, its unsent changes) start each
// change from it, not from what the page last rendered.

/** What `key` holds now, as `parse` reads it; `empty` when nothing is stored, null when storage cannot be read. */
export function storedNow<T>(key: string, parse: (text: string) => T, empty: T): T | null {
  try {
    const text = localStorage.getItem(key)
    return text === null ? empty : parse(text)
  } catch {
    return null
  }
}
