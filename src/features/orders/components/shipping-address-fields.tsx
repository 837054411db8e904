// Where the parcel goes, asked as the provider's page asks it: a name, two address lines (the second optional),
// town, postal code and one of the countries the order's rates are for (its zone's, as the provider's page is
// told). Each field shows its own error.
import { FormInput } from '../../../components/form-input'
import { FormSelect } from '../../../components/form-select'
import type { FieldErrors } from '../../../lib/orders/shipping-choice'
import { REGION_NAMES } from '../../../lib/orders/region-names'
import { regionsOf } from '../../../lib/orders/regions'
import { countryName, type ShippingCountry } from '../../../lib/orders/shipping-countries'
import { Group } from './shipping-rate-choice'

/** Countries as a select offers them: by their English names, in alphabetical order. */
export const countryOptions = (countries: readonly ShippingCountry[]) =>
  countries.map((code) => ({ value: code, text: countryName(code) })).sort((a, b) => a.text.localeCompare(b.text, 'en'))

/**
 * `initialCountry`: the country named at the checkout, where the address starts (the shopper may change it);
 * `country`: the one chosen now, whose addresses may need a state or province.
 */
export function ShippingAddressFields({
  errors,
  countries,
  initialCountry,
  country,
}: {
  errors: FieldErrors
  countries: readonly ShippingCountry[]
  initialCountry?: ShippingCountry
  country?: string | null
}) {
  const options = countryOptions(countries)
  const initial = initialCountry && countries.includes(initialCountry) ? initialCountry : countries.length === 1 ? countries[0] : undefined
  const regions = regionsOf(country ?? initial ?? '')
  return (
    <Group>
      <legend>Shipping address</legend>
      <FormInput label="Full name" name="name" autoComplete="shipping name" required error={errors.name} />
      <FormInput label="Address line 1" name="line1" autoComplete="shipping address-line1" required error={errors.line1} />
      <FormInput label="Address line 2 (optional)" name="line2" autoComplete="shipping address-line2" error={errors.line2} />
      <FormInput label="Town or city" name="city" autoComplete="shipping address-level2" required error={errors.city} />
      {regions && (
        <FormSelect
          // A new list for another country: no state of one is kept as a province of the other.
          key={regions.label}
          label={regions.label}
          name="region"
          autoComplete="shipping address-level1"
          required
          placeholder={`Choose a ${regions.label === 'State' ? 'state' : 'province or territory'}`}
          options={regions.codes.map((value) => ({ value, text: REGION_NAMES[value] ?? value }))}
          error={errors.region}
        />
      )}
      <FormInput label="Postal code" name="postalCode" autoComplete="shipping postal-code" required error={errors.postalCode} />
      <FormSelect
        label="Country"
        name="country"
        autoComplete="shipping country"
        required
        placeholder="Choose a country"
        options={options}
        // The checkout's country, or the one country to choose from (the shop's own), is chosen already.
        {...(initial ? { defaultValue: initial } : {})}
        error={errors.country}
      />
    </Group>
  )
}
