// The real web SDK's onSnapshot (WebChannel over long polling) against the mock's Listen channel: first snapshots,
// changes pushed as they are made, the rules, and a listener that resumes after its connection dropped.
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { closeLiveFirestores, collection, doc, onSnapshot, openLiveFirestore, orderBy, query, where } from '../../tests/support/firestore-web-sdk'
import { server } from '../node'
import { closeListenSessions, setListenPollMs } from './listen'
import { mockState, persistMockState } from '../state'
import { nextCommitTime } from './time'
import { encodeFields } from './values'

afterEach(closeLiveFirestores)

/** A change as any part of the mock makes one: the stored document at a new commit time, then the announcement. */
function store(key: string, data: Record<string, unknown>): void {
  const time = nextCommitTime().text
  const before = mockState().documents[key]
  mockState().documents[key] = { fields: encodeFields(data), createTime: before?.createTime ?? time, updateTime: time }
  persistMockState()
}

function remove(key: string): void {
  delete mockState().documents[key]
  persistMockState()
}

/** Everything a listener is told, in order, and a way to wait for the next thing that matches. */
function record<T>() {
  const seen: T[] = []
  const waiters: { test: (value: T) => boolean; resolve: (value: T) => void }[] = []
  return {
    seen,
    push(value: T) {
      seen.push(value)
      for (const waiter of waiters.splice(0)) {
        if (waiter.test(value)) waiter.resolve(value)
        else waiters.push(waiter)
      }
    },
    next(test: (value: T) => boolean, timeoutMs = 4000): Promise<T> {
      const found = seen.find(test)
      if (found !== undefined) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        waiters.push({ test, resolve })
        setTimeout(() => reject(new Error(`nothing matching within ${timeoutMs} ms; seen ${JSON.stringify(seen)}`)), timeoutMs)
      })
    },
  }
}

const order = (uid: string, status: string, day: number) => ({ uid, status, createdAt: new Date(Date.UTC(2026, 0, day)) })

describe('a document target', () => {
  it('answers a missing document first, then each change as it is made, and its deletion', async () => {
    const db = openLiveFirestore({ uid: 'u1' })
    const names = record<string | null>()
    const stop = onSnapshot(doc(db, 'users', 'u1'), (snapshot) => names.push(snapshot.exists() ? (snapshot.get('displayName') as string) : null))
    await names.next((name) => name === null)
    store('users/u1', { displayName: 'Ann' })
    await names.next((name) => name === 'Ann')
    store('users/u1', { displayName: 'Ann Lee' })
    await names.next((name) => name === 'Ann Lee')
    remove('users/u1')
    await names.next((name) => name === null && names.seen.length > 3)
    stop()
    expect(names.seen).toEqual([null, 'Ann', 'Ann Lee', null])
  })

  it('refuses a document the rules do not let the caller read, with permission-denied', async () => {
    store('users/u2', { displayName: 'Bo' })
    for (const db of [openLiveFirestore(), openLiveFirestore({ uid: 'u1' })]) {
      const errors = record<string>()
      onSnapshot(
        doc(db, 'users', 'u2'),
        () => errors.push('snapshot'),
        (error) => errors.push(error.code),
      )
      expect(await errors.next(() => true)).toBe('permission-denied')
    }
  })
})

describe('the order history query', () => {
  const history = (uid: string) => query(collection(openLiveFirestore({ uid }), 'orders'), where('uid', '==', uid), orderBy('createdAt', 'desc'))

  it('lists only the shopper’s orders, newest first, and pushes a status change and a new order', async () => {
    store('orders/1', order('u1', 'paid', 1))
    store('orders/2', order('u2', 'paid', 2))
    const rows = record<string>()
    onSnapshot(history('u1'), (snapshot) => rows.push(snapshot.docs.map((d) => `${d.id}:${d.get('status') as string}`).join(' ')))
    await rows.next((row) => row === '1:paid')
    store('orders/1', order('u1', 'shipped', 1))
    await rows.next((row) => row === '1:shipped')
    store('orders/3', order('u1', 'paid', 3))
    await rows.next((row) => row === '3:paid 1:shipped')
    expect(rows.seen).toEqual(['1:paid', '1:shipped', '3:paid 1:shipped'])
  })

  it('refuses a query for another shopper’s orders', async () => {
    const db = openLiveFirestore({ uid: 'u1' })
    const errors = record<string>()
    onSnapshot(
      query(collection(db, 'orders'), where('uid', '==', 'u2')),
      () => errors.push('snapshot'),
      (error) => errors.push(error.code),
    )
    expect(await errors.next(() => true)).toBe('permission-denied')
  })
})

describe('the channel', () => {
  it('takes a target added later, while a poll waits, on the same channel', async () => {
    const db = openLiveFirestore({ uid: 'u1' })
    const seen = record<string>()
    onSnapshot(doc(db, 'users', 'u1'), () => seen.push('user'))
    await seen.next((what) => what === 'user')
    await new Promise((resolve) => setTimeout(resolve, 100))
    onSnapshot(query(collection(db, 'orders'), where('uid', '==', 'u1'), orderBy('createdAt', 'desc')), () => seen.push('orders'))
    await seen.next((what) => what === 'orders')
  })

  it('answers an idle poll with a noop and keeps the listener', async () => {
    const restore = setListenPollMs(30)
    try {
      const db = openLiveFirestore({ uid: 'u1' })
      const noops = record<string>()
      server.events.on('response:mocked', async ({ response, request }) => {
        if (request.url.includes('TYPE=xmlhttp') && (await response.clone().text()).includes('"noop"')) noops.push('noop')
      })
      const names = record<string | null>()
      onSnapshot(doc(db, 'users', 'u1'), (snapshot) => names.push(snapshot.exists() ? (snapshot.get('displayName') as string) : null))
      await names.next((name) => name === null)
      await noops.next(() => noops.seen.length >= 3)
      store('users/u1', { displayName: 'Ann' })
      await names.next((name) => name === 'Ann')
    } finally {
      restore()
    }
  })

  it('resumes after the connection dropped and catches up with what changed meanwhile', async () => {
    store('orders/1', order('u1', 'paid', 1))
    const db = openLiveFirestore({ uid: 'u1' })
    const statuses = record<string>()
    onSnapshot(doc(db, 'orders', '1'), (snapshot) => statuses.push(snapshot.get('status') as string))
    await statuses.next((status) => status === 'paid')
    // The network goes: every open session is lost and nothing answers for a while.
    server.use(http.all(/\/Listen\/channel$/, () => HttpResponse.error()))
    closeListenSessions()
    store('orders/1', order('u1', 'shipped', 1))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(statuses.seen).toEqual(['paid'])
    // Back: the browser says so, and the SDK opens a new channel at once, resuming its target.
    server.resetHandlers()
    window.dispatchEvent(new Event('online'))
    await statuses.next((status) => status === 'shipped', 2000)
  })
})
