// What one unpaid checkout may hold, and how many a client may open: a pending order holds its units for 30
// minutes, so without limits a few anonymous requests could take the whole shop off sale. The cart
// (src/features/cart/) stops at the same numbers, so a shopper who builds a cart in the shop never meets them.

/** A cart holds at most this many lines; a stored cart beyond it keeps its first lines. */
export const MAX_LINES = 100

/** A line (one item in one variant) stops growing here: the most of one variant one checkout may hold. */
export const MAX_QUANTITY = 99

/** The most units one checkout may hold in all its lines: more is a wholesale order, not a shopper's. */
export const MAX_UNITS = 100

/** A client's new checkouts are counted in windows as long as the hold of a pending order. */
export const CHECKOUT_WINDOW_MS = 30 * 60_000

/**
 * Checkouts one shopper (an account, or a guest's browser) may hold open at once in one window: enough for a shopper
 * whose payment failed a few times, few enough that one holds at most this times MAX_UNITS units at once. A checkout
 * that has ended (cancelled, replaced by the shopper's next, expired, failed or paid) holds nothing and counts no more.
 */
export const CHECKOUTS_PER_WINDOW = 5

/**
 * Checkouts one shopper may start in one window, ended ones too: each opens a payment page at the provider, so even a
 * shopper who changes their mind again and again stops somewhere.
 */
export const STARTS_PER_WINDOW = 4 * CHECKOUTS_PER_WINDOW

/**
 * Units the guests behind one address may put in new checkouts in one window: as much as one shopper may hold, so an
 * address (an office, a carrier's shared one) serves many shoppers who each buy a few things, and a stranger who
 * rotates checkout passes still holds no more than one shopper could.
 */
export const UNITS_PER_ADDRESS = CHECKOUTS_PER_WINDOW * MAX_UNITS

/** New checkout passes one address may be given in one window: new browsers behind it, each counted on its own. */
export const PASSES_PER_ADDRESS = 20

export const totalUnits = (lines: readonly { quantity: number }[]): number => lines.reduce((sum, line) => sum + line.quantity, 0)
