// The cart follows a signed-in shopper's account (decision 045). For a visitor this is all there is of it: the
// sync and its merge load only once someone is signed in, in a chunk of their own.
import { lazy, Suspense, type ComponentType } from 'react'

const AccountCartSync = lazy<ComponentType<{ uid: string }>>(() =>
  import('./account-cart-sync').catch((error: unknown) => {
    // The cart still works on the device; it is kept with the account from the next page on.
    console.error('The cart cannot follow the account on this page', error)
    return { default: () => null }
  }),
)

export function CartFollowsAccount({ uid }: { uid: string | undefined }) {
  if (uid === undefined) return null
  return (
    <Suspense fallback={null}>
      <AccountCartSync key={uid} uid={uid} />
    </Suspense>
  )
}
