// A promotion code's line among the sums: "Discount (WELCOME10)" and what it takes off, with a real minus sign.
import { MoneyRows } from './money-rows'

export const DiscountRow = ({ code, cents }: { code: string; cents: number }) => <MoneyRows rows={[{ kind: 'discount', code, cents }]} />
