// The shop's money settings: the currency it sells in and how tax shows in its prices. One build setting,
// VITE_SHOP_PRESET ('us', the default: dollars, no tax shown; 'eu': euros, prices including VAT), and two to set
// either part alone (VITE_SHOP_CURRENCY: USD, EUR or GBP; VITE_SHOP_TAX: none, included or added). The app, the
// demo's backend and the Cloud Functions read the same values (functions/build.mjs bakes them in as Vite does).

/** Each currency: its codes, its sign, and what a sentence calls its whole units and their hundredths. */
const CURRENCIES = {
  USD: { code: 'USD', providerCode: 'usd', sign: '$', units: 'dollars', hundredths: 'cents', locale: 'en-US' },
  EUR: { code: 'EUR', providerCode: 'eur', sign: '€', units: 'euros', hundredths: 'cents', locale: 'en-IE' },
  GBP: { code: 'GBP', providerCode: 'gbp', sign: '£', units: 'pounds', hundredths: 'pence', locale: 'en-GB' },
} as const

type CurrencyCode = keyof typeof CURRENCIES
export type Currency = (typeof CURRENCIES)[CurrencyCode]

/** The payment provider's codes of every currency the shop can sell in: an order keeps the one it was paid in. */
export const PROVIDER_CURRENCY_CODES = Object.values(CURRENCIES).map((currency) => currency.providerCode)

/**
 * none: prices are what is paid and no tax is stated; included: prices include VAT, which the checkout, the payment
 * page, the order, the mail and the invoice state per rate; added: tax is added at the payment page (a real project's
 * payment provider computes it; the demo uses its table of rates by country).
 */
const TAX_MODES = ['none', 'included', 'added'] as const
export type TaxMode = (typeof TAX_MODES)[number]

const PRESETS = {
  us: { currency: 'USD', tax: 'none' },
  eu: { currency: 'EUR', tax: 'included' },
} as const satisfies Record<string, { currency: CurrencyCode; tax: TaxMode }>

type MoneyEnvironment = Record<string, string | undefined>

const pick = <T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T => {
  const chosen = value?.trim()
  if (!chosen) return fallback
  const found = allowed.find((entry) => entry === chosen)
  if (!found) throw new Error(`${name} must be one of ${allowed.join(', ')}, not '${chosen}'`)
  return found
}

/** The settings from the build's environment; a value the shop does not know stops the build, naming the setting. */
export function readShopMoney(env: MoneyEnvironment) {
  const preset = PRESETS[pick('VITE_SHOP_PRESET', env.VITE_SHOP_PRESET, Object.keys(PRESETS) as (keyof typeof PRESETS)[], 'us')]
  const code = pick('VITE_SHOP_CURRENCY', env.VITE_SHOP_CURRENCY, Object.keys(CURRENCIES) as CurrencyCode[], preset.currency)
  return { currency: CURRENCIES[code], taxMode: pick('VITE_SHOP_TAX', env.VITE_SHOP_TAX, TAX_MODES, preset.tax) }
}
