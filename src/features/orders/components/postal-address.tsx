import { addressLines } from '../../../lib/orders/address-lines'
import type { ShippingAddress } from '../../../lib/orders/order-schema'

/** An address as a parcel's label sets it out (address-lines.ts): a line each, the country by name. */
export function PostalAddress({ address }: { address: ShippingAddress }) {
  return (
    <address>
      {addressLines(address).map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  )
}
