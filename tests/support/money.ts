// The tests' own reading of prices, written apart from src/features/cart/money.ts on purpose: expected text
// built with the app's formatter would agree with any mistake in it.

/** A catalog price in dollars (19.99) as whole cents (1999). */
export const cents = (price: number): number => Math.round(price * 100)

/** Cents as the shop shows them: '$25', '$24.99', '$129.50'. */
export function money(cents: number): string {
  const rest = cents % 100
  return `$${Math.floor(cents / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`
}
