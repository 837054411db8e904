// Why the order was not placed, line by line, and a way to take the shop's correction into the cart.
import { useEffect, useRef } from 'react'
import { Button } from '../../../components/button'
import type { LineProblem } from '../../../lib/orders/pricing'
import { lineName } from '../../cart/cart-line'
import { useCart } from '../../cart/cart-context'
import { variantKey } from '../../../lib/catalog/variant'
import { correctedLine } from '../cart-corrections'
import type { PurchaseProblem } from '../use-purchase'
import { Problems } from './order-styles'

export function CartProblems({ problem, onCorrected }: { problem: PurchaseProblem; onCorrected: () => void }) {
  const { cartItems, dispatch } = useCart()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [problem])

  const lines: LineProblem[] = problem.kind === 'lines' ? problem.problems : []
  const correct = () => {
    // From the last line up, so the indexes of the lines still to correct stay as the server gave them.
    for (const issue of [...lines].sort((a, b) => b.line - a.line)) {
      const line = cartItems[issue.line]
      if (!line) continue
      dispatch({ type: 'clear', id: line.id, ...(line.variant ? { variant: variantKey(line.variant) } : {}) })
      const kept = correctedLine(line, issue)
      if (kept) dispatch({ type: 'restore', line: kept, index: issue.line })
    }
    onCorrected()
  }

  return (
    <Problems ref={box} tabIndex={-1} role="alert">
      <p>{problem.message}</p>
      {problem.kind === 'error' && problem.openCheckout && (
        <p>
          <a href={problem.openCheckout}>Go to your open checkout</a>
        </p>
      )}
      {lines.length > 0 && (
        <>
          <ul>
            {lines.map((issue) => {
              const line = cartItems[issue.line]
              return (
                <li key={`${issue.line}-${issue.code}`}>
                  {line ? `${lineName(line)}: ` : ''}
                  {issue.message}
                </li>
              )
            })}
          </ul>
          <Button type="button" variant="inverted" onClick={correct}>
            Update my cart
          </Button>
        </>
      )}
    </Problems>
  )
}
