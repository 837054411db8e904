import type { ShippingAddress } from '../../../lib/orders/order-schema'
import { countryName } from '../../../lib/orders/shipping-countries'

/** An address as a parcel's label sets it out: the name, the lines, the postcode and city, the country by name. */
export function PostalAddress({ address }: { address: ShippingAddress }) {
  return (
    <address>
      {address.name}
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {address.postalCode} {address.city}
      <br />
      {countryName(address.country)}
    </address>
  )
}
