// The back office's uploads through the app's own Firebase app, against the demo's mock of Cloud Storage.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../../tests/support/mock-accounts'
import { storedObjects } from '../../../tests/support/mock-state'
import { firebaseAuth } from './auth'
import { uploadFailure, uploadItemImage } from './storage'

afterEach(() => signOut(firebaseAuth()))

const picture = (type = 'image/jpeg') => new File([new Uint8Array(4000).fill(3)], 'cap.jpg', { type })

describe('uploadItemImage', () => {
  it("stores the owner's picture under a name of its own in the collection's folder and answers its address", async () => {
    await signInWithEmailAndPassword(firebaseAuth(), DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const shares: number[] = []
    const url = await uploadItemImage('3', picture(), { onProgress: (share) => shares.push(share) })
    const [stored] = storedObjects()
    expect(stored).toMatchObject({ contentType: 'image/jpeg', size: '4000' })
    expect(stored?.name).toMatch(/^items\/3\/[0-9a-f-]{36}\.jpg$/)
    expect(url).toBe(
      `https://firebasestorage.googleapis.com/v0/b/${stored?.bucket}/o/${encodeURIComponent(stored!.name)}?alt=media&token=${stored?.downloadTokens}`,
    )
    expect(shares.at(-1)).toBe(1)
    // A second picture of the same file is a second object: a published address never changes.
    expect(await uploadItemImage('3', picture())).not.toBe(url)
  })

  it('is refused for a visitor, in a sentence', async () => {
    const failure = await uploadItemImage('3', picture()).catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: 'storage/unauthorized' })
    expect(uploadFailure(failure)).toBe('The picture was refused: only the shop’s owners may add pictures, of JPEG, PNG, WebP or AVIF, 5 MB at most.')
    expect(storedObjects()).toEqual([])
  })

  it('says which setting is missing when the build cannot upload, and sends nothing to the real bucket', async () => {
    vi.resetModules()
    const { DEMO_OPTIONS } = await import('./config')
    const hosts = { auth: { host: '127.0.0.1', port: 9099 }, firestore: { host: '127.0.0.1', port: 8080 } }
    vi.doMock('./settings', () => ({ firebaseSettings: () => ({ mode: 'emulators', options: DEMO_OPTIONS, emulators: hosts }) }))
    const emulators = await import('./storage')
    const failure = await emulators.uploadItemImage('3', picture()).catch((error: unknown) => error)
    expect(emulators.uploadFailure(failure)).toBe('Name the Storage emulator too (VITE_FIREBASE_EMULATORS=…,storage=127.0.0.1:9199) to add pictures.')
    vi.doUnmock('./settings')
  })

  it('names the other failures an owner may meet', () => {
    expect(uploadFailure({ code: 'storage/unauthenticated' })).toBe('Your sign-in has expired. Sign in again, then add the picture.')
    expect(uploadFailure({ code: 'storage/retry-limit-exceeded' })).toBe('The picture could not be sent. Check your connection and try again.')
    expect(uploadFailure(new Error('boom'))).toBe('The picture could not be uploaded. Try again in a moment.')
  })
})
