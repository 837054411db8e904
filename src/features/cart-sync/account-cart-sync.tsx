// Loaded once a shopper is signed in (cart-follows-account.tsx): keeps the device's cart and the account's in step
// (cart-sync.ts), and says what a merge changed in a toast at the foot of the screen. The toast is a polite live
// region, in the page from the moment this loads, so the merge's message is announced; it never takes focus, and
// taps pass through it.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Toast } from '../../components/toast'
import { accountLinesFrom } from '../../lib/account-cart'
import { beforeSignOut } from '../../lib/firebase/before-sign-out'
import { userDocumentQueryOptions } from '../auth/api/user-document-query'
import { useCart, useCartDispatch } from '../cart/cart-context'
import { storedCartNow } from '../cart/cart-storage'
import { createCartSync, type CartSync } from './cart-sync'

/** Long enough to read a few sentences; the cart itself shows the outcome after. */
const SHOWN_MS = 10_000

async function isSignedInAs(uid: string): Promise<boolean> {
  const { firebaseAuth } = await import('../../lib/firebase/auth')
  return firebaseAuth().currentUser?.uid === uid
}

export default function AccountCartSync({ uid }: { uid: string }) {
  const queryClient = useQueryClient()
  const { cartItems, isPersistent } = useCart()
  const dispatch = useCartDispatch()
  const [message, setMessage] = useState({ text: '', at: 0 })
  // The account's lines once its user document exists (it is created on sign-in).
  const { data: account } = useQuery({ ...userDocumentQueryOptions(uid), select: (profile) => (profile ? accountLinesFrom(profile.cart) : null) })

  const latest = useRef({ cartItems, isPersistent })
  useEffect(() => {
    latest.current = { cartItems, isPersistent }
  }, [cartItems, isPersistent])
  const [sync, setSync] = useState<CartSync | null>(null)
  useEffect(() => {
    const started = createCartSync({
      uid,
      queryClient,
      deviceCart: () => (latest.current.isPersistent ? storedCartNow() : null) ?? latest.current.cartItems,
      apply: (merge) => dispatch({ type: 'merge', merge }),
      tell: (text) => setMessage({ text, at: Date.now() }),
      signedIn: () => isSignedInAs(uid),
    })
    setSync(started)
    const forget = beforeSignOut(started.leave)
    return () => {
      forget()
      started.stop()
    }
  }, [uid, queryClient, dispatch])
  useEffect(() => {
    if (sync && account) sync.accountChanged(account)
  }, [sync, account])
  useEffect(() => {
    sync?.deviceChanged()
  }, [sync, cartItems])

  useEffect(() => {
    if (!message.text) return
    const timer = setTimeout(() => setMessage({ text: '', at: 0 }), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [message])

  return <Toast>{message.text}</Toast>
}
