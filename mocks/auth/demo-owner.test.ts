import { signInWithEmailAndPassword } from 'firebase/auth'
import { describe, expect, it } from 'vitest'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { passwordMatches } from './passwords'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, demoOwner } from './demo-owner'

describe('the demo owner', () => {
  it('signs in with the README’s password, and its ID token carries the owner claim', async () => {
    expect(await passwordMatches(demoOwner(), DEMO_OWNER_PASSWORD)).toBe(true)
    const { user } = await signInWithEmailAndPassword(firebaseAuth(), DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { claims } = await user.getIdTokenResult()
    expect(claims).toMatchObject({ owner: true, email: DEMO_OWNER_EMAIL, user_id: 'demo-owner' })
  })
})
