// The states and provinces an address in the United States or Canada needs: their post and their sales taxes go
// by it. Other countries the shop ships to need none. Their names, for the address form, are in ./region-names.ts:
// what checks and prints an address (the demo's backend among them) needs the codes alone.
import type { ShippingCountry } from './shipping-countries'

interface Regions {
  /** What the country calls them, as the address form's label. */
  label: 'State' | 'Province or territory'
  /** Their postal abbreviations, in the order a select lists them. */
  codes: readonly string[]
}

const REGIONS: Partial<Record<ShippingCountry, Regions>> = {
  US: {
    label: 'State',
    codes:
      'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
        ' ',
      ),
  },
  CA: { label: 'Province or territory', codes: 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ') },
}

/** The regions an address in `country` must name one of, or null when it names none. */
export const regionsOf = (country: string): Regions | null => REGIONS[country as ShippingCountry] ?? null

/** Whether `region` is what an address in `country` needs: one of its regions, or nothing where it has none. */
export const regionFits = (country: string, region: string | undefined): boolean => {
  const regions = regionsOf(country)
  return regions ? region !== undefined && regions.codes.includes(region) : !region
}
