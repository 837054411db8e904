// How the shop's prices carry tax, in one statement per tax mode, written here once: the shipping page, the terms,
// the checkout, the invoice and the owner's shipping form quote it, so no page can say "Prices include VAT" of a shop
// that states none. Exports from a shop whose prices include VAT carry none (orders/tax-rates.ts).
import { SHOP_MONEY } from './money.ts'
import { isExport } from './orders/tax-rates.ts'
import type { TaxMode } from './shop-money.ts'

const STATEMENTS: Record<TaxMode, string> = {
  none: 'Prices are what you pay: no tax is added to them, and none is stated on the invoice.',
  included:
    'Prices include VAT at the rate of the EU country we deliver to. An order delivered outside the EU carries no VAT: you pay the same prices, and the country it arrives in may charge import duties or taxes.',
  added: 'Tax is added on the payment page, at the rate of the address we deliver to.',
}

/** The statement for a tax mode (the shop's own unless another is asked for, as tests of each mode do). */
export const taxStatement = (mode: TaxMode = SHOP_MONEY.taxMode): string => STATEMENTS[mode]

/** What an order to a country outside the EU is told, in a shop whose prices include VAT. */
export const EXPORT_NO_VAT = 'Delivered outside the EU: no VAT is charged on this order.'

/** Whether an order to `country` goes without VAT as an export: a shop whose prices include it, outside the EU. */
export const exportedWithoutVat = (country: string | null | undefined): boolean => SHOP_MONEY.taxMode === 'included' && !!country && isExport(country)
