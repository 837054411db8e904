// users/{uid} creation rules (firestore.rules): the email must be the signed-in account's, and createdAt the
// server's request time (serverTimestamp()), so a client cannot back-date or re-address its profile.
import { describe, expect, it } from 'vitest'
import { nameOf, rest } from '../../tests/support/firestore-rest'
import { idToken } from '../../tests/support/id-tokens'

const createWrite = (fields: Record<string, unknown>, transforms = true) => ({
  writes: [
    {
      update: { name: nameOf('users/u1'), fields },
      currentDocument: { exists: false },
      ...(transforms ? { updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }] } : {}),
    },
  ],
})
const ann = { displayName: { stringValue: 'Ann' }, email: { stringValue: 'ann@example.com' } }

describe('creating users/{uid}', () => {
  it('is allowed with the account email and a server timestamp', async () => {
    const { status } = await rest('commit', createWrite(ann), { token: idToken('u1', { email: 'ann@example.com' }) })
    expect(status).toBe(200)
  })

  it('is denied with another email than the signed-in account has', async () => {
    const { status, json } = await rest('commit', createWrite({ ...ann, email: { stringValue: 'boss@example.com' } }), {
      token: idToken('u1', { email: 'ann@example.com' }),
    })
    expect(status).toBe(403)
    expect(json.error.status).toBe('PERMISSION_DENIED')
  })

  it('is denied with a createdAt chosen by the client', async () => {
    const fields = { ...ann, createdAt: { timestampValue: '2001-01-01T00:00:00.000000000Z' } }
    const { status } = await rest('commit', createWrite(fields, false), { token: idToken('u1', { email: 'ann@example.com' }) })
    expect(status).toBe(403)
  })
})
