import { signInWithEmailAndPassword } from 'firebase/auth'
import { describe, expect, it } from 'vitest'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { mockState } from '../state'
import { passwordMatches } from './passwords'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, demoStaff } from './demo-staff'

describe('the demo staff member', () => {
  it('signs in with the README’s password; its ID token carries the staff claim and not the owner’s, and it is listed in staff/', async () => {
    expect(await passwordMatches(demoStaff(), DEMO_STAFF_PASSWORD)).toBe(true)
    const { user } = await signInWithEmailAndPassword(firebaseAuth(), DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
    const { claims } = await user.getIdTokenResult()
    expect(claims).toMatchObject({ staff: true, email: DEMO_STAFF_EMAIL, user_id: 'demo-staff' })
    expect(claims).not.toHaveProperty('owner')
    expect(mockState().documents['staff/demo-staff']).toBeDefined()
  })
})
