// A guest's checkout pass: the shop gives one with a guest's first checkout, and counts this browser's later
// checkouts under it, so the other people behind the same address (an office, a carrier's shared one) never use
// up this shopper's checkouts. Kept in localStorage apart from the cart; storage that is blocked or holds something
// else only means the next checkout is given a new pass.
const KEY = 'checkout-pass'
const FORMAT = /^[A-Za-z0-9_-]{43}$/

export function storedCheckoutPass(): string | null {
  try {
    const pass = localStorage.getItem(KEY)
    return pass !== null && FORMAT.test(pass) ? pass : null
  } catch {
    return null
  }
}

export function keepCheckoutPass(pass: string): void {
  if (!FORMAT.test(pass)) return
  try {
    localStorage.setItem(KEY, pass)
  } catch {
    // Storage blocked: the next checkout is counted as a new browser's.
  }
}
