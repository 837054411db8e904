// The states and provinces an address in the United States or Canada needs: their post and their sales taxes go
// by it. Other countries the shop ships to need none.
import type { ShippingCountry } from './shipping-countries'

interface Regions {
  /** What the country calls them, as the address form's label. */
  label: 'State' | 'Province or territory'
  /** Postal abbreviation to name, in the order a select lists them. */
  names: Readonly<Record<string, string>>
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
}

const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
}

const REGIONS: Partial<Record<ShippingCountry, Regions>> = {
  US: { label: 'State', names: US_STATES },
  CA: { label: 'Province or territory', names: CA_PROVINCES },
}

/** The regions an address in `country` must name one of, or null when it names none. */
export const regionsOf = (country: string): Regions | null => REGIONS[country as ShippingCountry] ?? null

/** Whether `region` is what an address in `country` needs: one of its regions, or nothing where it has none. */
export const regionFits = (country: string, region: string | undefined): boolean => {
  const regions = regionsOf(country)
  return regions ? region !== undefined && region in regions.names : !region
}
