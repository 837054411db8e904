// Withdrawal from the contract on the order page: a button while the window is open, a confirm step, then the
// date and time the withdrawal was received.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/button'
import { useAuthState } from '../../auth/auth-state-provider'
import { orderHistoryQueryOptions } from '../api/order-history-query'
import { orderQueryOptions } from '../api/order-query'
import { withdrawOrder } from '../api/withdraw-order'
import type { ShopperOrder } from '../shopper-order'
import { refundPromise, WITHDRAWAL_DAYS } from '../../../lib/orders/withdrawal'
import { shopTime } from '../../../lib/orders/shop-time'
import { awaitsReturn } from '../../../lib/orders/order'
import { returnSteps } from '../../../lib/orders/returns'
import { Problems } from './order-styles'
import { DemoMailLink } from './demo-mail-link'

type Step = 'offer' | 'confirm' | 'sending'

export function Withdrawal({ order, token }: { order: ShopperOrder; token?: string | undefined }) {
  const queryClient = useQueryClient()
  const { user } = useAuthState().auth
  const [step, setStep] = useState<Step>('offer')
  const [failure, setFailure] = useState<string | null>(null)
  // Focus follows the shopper's own steps (never on arrival): the question, the answer, or the way back.
  const focusTarget = useRef<HTMLElement | null>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus()
  }, [step, failure, order.status])
  const target = (element: HTMLElement | null) => void (focusTarget.current = element)
  const go = (next: Step) => {
    moved.current = true
    setStep(next)
  }

  if (order.withdrawnAt) {
    const steps = awaitsReturn(order) ? returnSteps(order) : []
    return (
      <>
        <h2>Withdrawal</h2>
        <p ref={target} tabIndex={-1}>
          We received your withdrawal on {shopTime(order.withdrawnAt)}. {refundPromise(order)}
        </p>
        {steps.length > 0 && (
          <>
            <h3 id="return-steps">How to send the items back</h3>
            <ol aria-labelledby="return-steps">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
        <DemoMailLink />
      </>
    )
  }
  if (!order.withdrawal.open) return null

  const confirm = async () => {
    go('sending')
    setFailure(null)
    const answer = await withdrawOrder(order.id, token, user !== null)
    if (answer.ok) {
      // The account's history shows the new status too.
      if (user) void queryClient.invalidateQueries({ queryKey: orderHistoryQueryOptions(user.uid).queryKey })
      return queryClient.setQueryData(orderQueryOptions(order.id, token ? { token } : {}).queryKey, answer.order)
    }
    setFailure(answer.message)
    setStep('confirm')
  }

  return (
    <>
      <h2>Withdrawal</h2>
      {failure && (
        <Problems role="alert" tabIndex={-1} ref={target}>
          {failure}
        </Problems>
      )}
      {step === 'offer' ? (
        <>
          <p>
            {order.withdrawal.endsAt
              ? `You may withdraw from this contract until ${shopTime(order.withdrawal.endsAt)}.`
              : `You may withdraw from this contract now, and until ${WITHDRAWAL_DAYS} days after your parcel arrives.`}
          </p>
          <Button type="button" variant="inverted" ref={target} onClick={() => go('confirm')}>
            Withdraw from contract here
          </Button>
        </>
      ) : (
        <>
          <p ref={failure ? undefined : target} tabIndex={-1}>
            Do you want to withdraw from the contract for order {order.id}?{' '}
            {order.shippedAt ? 'Your money is refunded once the items are back with us.' : 'Your order has not been shipped: your money is refunded at once.'}
          </p>
          <Button type="button" disabled={step === 'sending'} onClick={() => void confirm()}>
            Confirm withdrawal
          </Button>{' '}
          <Button type="button" variant="inverted" disabled={step === 'sending'} onClick={() => go('offer')}>
            Keep my order
          </Button>
        </>
      )}
    </>
  )
}
