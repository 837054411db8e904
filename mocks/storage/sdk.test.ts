// The real firebase/storage SDK against the mock, with the requests it sends recorded: a small picture goes in one
// multipart request, a larger one resumable in chunks (start, upload…, upload+finalize), both with the owner's ID
// token as `Authorization: Firebase …`; getDownloadURL reads the metadata and builds the address from its token,
// and that address answers the bytes with their type. What these requests look like is written up in
// docs/firebase-wire.md ("Cloud Storage").
import { signInWithEmailAndPassword } from 'firebase/auth'
import { getDownloadURL, getMetadata, getStorage, ref, updateMetadata, uploadBytes, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage'
import { afterEach, describe, expect, it } from 'vitest'
import { newAuth } from '../../tests/support/auth-sdk'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../auth/demo-owner'
import { server } from '../node'
import { mockState } from '../state'
import { BUCKET } from './objects'

afterEach(() => deleteDemoApps())

async function ownerStorage(): Promise<FirebaseStorage> {
  const auth = newAuth()
  await signInWithEmailAndPassword(auth, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
  return getStorage(auth.app)
}

/** The requests the SDK sends while `act` runs: method, address, the headers that matter, and the body's size. */
async function recorded(act: () => Promise<unknown>) {
  const seen: { method: string; url: string; headers: Record<string, string>; bytes: number }[] = []
  const record = ({ request }: { request: Request }) => {
    if (!request.url.startsWith('https://firebasestorage.googleapis.com/')) return
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      if (/^(authorization|content-type|x-goog-upload-[a-z-]+)$/i.test(name)) headers[name.toLowerCase()] = value
    })
    seen.push({ method: request.method, url: request.url, headers, bytes: 0 })
    const entry = seen.at(-1)!
    void request
      .clone()
      .arrayBuffer()
      .then((body) => (entry.bytes = body.byteLength))
  }
  server.events.on('request:start', record)
  try {
    await act()
  } finally {
    server.events.removeListener('request:start', record)
  }
  return seen
}

const png = (size: number) => new Uint8Array(size).map((_, i) => i % 251)
const uploadUrl = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o?name=items%2Fhats%2F`

describe('uploads with the real SDK', () => {
  it('sends a small picture in one multipart request with the ID token, and answers its metadata', async () => {
    const storage = await ownerStorage()
    const seen = await recorded(() => uploadBytes(ref(storage, 'items/hats/brim.png'), png(1000), { contentType: 'image/png' }))
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `${uploadUrl}brim.png`,
      headers: {
        authorization: expect.stringMatching(/^Firebase ey/),
        'x-goog-upload-protocol': 'multipart',
        'content-type': expect.stringMatching(/^multipart\/related; boundary=\d+$/),
      },
    })
    const metadata = await getMetadata(ref(storage, 'items/hats/brim.png'))
    expect(metadata).toMatchObject({ bucket: BUCKET, fullPath: 'items/hats/brim.png', name: 'brim.png', contentType: 'image/png', size: 1000 })
  })

  it('sends a picture over 256 kB resumable, in chunks that double after each success, and reports progress', async () => {
    const storage = await ownerStorage()
    const size = 700 * 1024
    const progress: number[] = []
    const seen = await recorded(async () => {
      const task = uploadBytesResumable(ref(storage, 'items/hats/big.webp'), png(size), { contentType: 'image/webp' })
      task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred))
      await task
    })
    expect(seen.map((r) => r.headers['x-goog-upload-command'])).toEqual(['start', 'upload', 'upload, finalize'])
    expect(seen[0]?.headers).toMatchObject({
      'x-goog-upload-protocol': 'resumable',
      'x-goog-upload-header-content-length': String(size),
      'x-goog-upload-header-content-type': 'image/webp',
    })
    expect(seen[1]?.url).toMatch(/&upload_id=[\w-]+&upload_protocol=resumable$/)
    expect(seen.slice(1).map((r) => r.headers['x-goog-upload-offset'])).toEqual(['0', String(256 * 1024)])
    await expect.poll(() => seen.map((r) => r.bytes)).toEqual([expect.any(Number), 256 * 1024, size - 256 * 1024])
    expect(progress.at(-1)).toBe(size)
    expect((await getMetadata(ref(storage, 'items/hats/big.webp'))).size).toBe(size)
  })

  it('gives a download address that answers the bytes with their type, to anyone', async () => {
    const storage = await ownerStorage()
    await uploadBytes(ref(storage, 'items/hats/brim.png'), png(300), { contentType: 'image/png' })
    const url = await getDownloadURL(ref(getStorage(newAuth().app), 'items/hats/brim.png'))
    const { downloadTokens } = Object.values(mockState().storageObjects)[0]!
    expect(url).toBe(`https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/items%2Fhats%2Fbrim.png?alt=media&token=${downloadTokens}`)
    const answer = await fetch(url)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(png(300))
    expect((await fetch(url.replace(downloadTokens, 'not-the-token'))).status).toBe(403)
  })

  it('refuses a changed type afterwards (an update), and an address of a picture that does not exist', async () => {
    const storage = await ownerStorage()
    await uploadBytes(ref(storage, 'items/hats/brim.png'), png(10), { contentType: 'image/png' })
    await expect(updateMetadata(ref(storage, 'items/hats/brim.png'), { contentType: 'text/html' })).rejects.toMatchObject({ code: 'storage/unauthorized' })
    await expect(getDownloadURL(ref(storage, 'items/hats/none.png'))).rejects.toMatchObject({ code: 'storage/object-not-found' })
  })

  it('refuses a malformed ID token as unauthenticated', async () => {
    const answer = await fetch(`${uploadUrl}x.png`, {
      method: 'POST',
      headers: { Authorization: 'Firebase not-a-token', 'X-Goog-Upload-Protocol': 'multipart' },
    })
    expect(answer.status).toBe(401)
  })
})
