// A promotion code's line among the sums: "Discount (WELCOME10)" and what it takes off, with a real minus sign.
import { formatCents } from '../../../lib/money'

export function DiscountRow({ code, cents }: { code: string; cents: number }) {
  return (
    <>
      <dt>Discount ({code})</dt>
      <dd>−{formatCents(cents)}</dd>
    </>
  )
}
