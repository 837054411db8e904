// "Email me when it is back" through the functions, over both adapters: a request is stored once per variant and
// address, only with consent, and only for a variant sold out; when units come back (the owner's count, an unpaid
// order cancelled) the waiting requests are mailed oldest first, as many as there are units, each once; and the
// link in the mail cancels it and the address's other requests.
import { describe, expect, it } from 'vitest'
import { idToken, ownerIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, documentsIn, mailTo, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'

let attempts = 0
const newAttemptId = () => `attempt-bis-${String(++attempts).padStart(10, '0')}`
const PATH = '/shop/apparel/classic-shirt'

describe.each(ADAPTERS)('back in stock ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const owner = ownerIdToken('boss', 'boss@example.com')
  const ask = (email: string, variant: Record<string, string> = { size: 'XS', color: 'navy' }, init: { from?: string; idToken?: string } = {}) =>
    call('POST', '/api/back-in-stock', { body: { collectionId: '2', itemId: 9, ...variant, path: PATH, email, consent: true }, ...init })
  const restock = (key: string, from: number, to: number) =>
    call('POST', '/api/admin/stock/2/9', { body: { attemptId: newAttemptId(), units: { [key]: { from, to } } }, idToken: owner })
  const requests = () => documentsIn('stockAlerts')
  /** Asks as each address in turn, a second apart, so their order is plain. */
  async function queue(...emails: string[]) {
    const start = Date.now() - 60_000
    for (const [index, email] of emails.entries()) {
      adapter.setClock(new Date(start + index * 1000))
      expect(await ask(email)).toMatchObject({ status: 200, body: { email, waiting: true } })
    }
    adapter.setClock(null)
  }
  const unsubscribeTokenOf = (email: string) => /\/unsubscribe\?token=([\w-]{43})/.exec(String((mailTo(email)[0]!.message as { text: string }).text))![1]!

  it('stores a request once per variant and address, with the consent it was given; refuses one without consent, for a variant in stock, or of no item', async () => {
    expect(await ask('Ann@Example.com')).toMatchObject({ status: 200, body: { email: 'ann@example.com', waiting: true } })
    expect(await ask('ann@example.com')).toMatchObject({ status: 200 })
    expect(requests()).toEqual([
      expect.objectContaining({
        key: '2_9:XS/navy',
        email: 'ann@example.com',
        status: 'waiting',
        variant: { size: 'XS', color: 'navy' },
        consent: expect.stringContaining('one email'),
      }),
    ])
    const withoutConsent = await call('POST', '/api/back-in-stock', {
      body: { collectionId: '2', itemId: 9, size: 'XS', color: 'navy', path: PATH, email: 'bo@example.com' },
    })
    expect(withoutConsent).toMatchObject({ status: 400, body: { error: { code: 'consent-required' } } })
    expect(await ask('bo@example.com', { size: 'M', color: 'navy' })).toMatchObject({ status: 409, body: { error: { code: 'in-stock' } } })
    expect(await ask('bo@example.com', { size: 'XXXL', color: 'navy' })).toMatchObject({ status: 404 })
    expect(await ask('not an address')).toMatchObject({ status: 400, body: { error: { code: 'bad-email' } } })
    expect(
      await call('POST', '/api/back-in-stock', {
        body: { collectionId: '2', itemId: 9, size: 'XS', color: 'navy', path: PATH, email: 'bo@example.com', consent: true },
        appCheck: null,
      }),
    ).toMatchObject({ status: 401 })
    expect(requests()).toHaveLength(1)
    expect(documentsIn('mail')).toEqual([])
  })

  it('mails a signed-in shopper at their account’s address, whatever the form sent', async () => {
    expect(await ask('someone@else.example', undefined, { idToken: idToken('cleo', { email: 'cleo@example.com' }) })).toMatchObject({
      status: 200,
      body: { email: 'cleo@example.com' },
    })
    expect(requests()).toEqual([expect.objectContaining({ email: 'cleo@example.com', uid: 'cleo' })])
  })

  it('mails the waiting shoppers first come, first served, up to the units back, each once; the mail names the variant and links its page', async () => {
    await queue('first@example.com', 'second@example.com', 'third@example.com')
    expect(await restock('XS/navy', 0, 2)).toMatchObject({ status: 200, body: { units: { 'XS/navy': 2 } } })
    expect(mailTo('first@example.com')).toHaveLength(1)
    expect(mailTo('second@example.com')).toHaveLength(1)
    expect(mailTo('third@example.com')).toHaveLength(0)
    const { subject, text } = mailTo('first@example.com')[0]!.message as { subject: string; text: string }
    expect(subject).toBe('Back in stock: Classic Crew Neck T-Shirt, size XS, Navy')
    expect(text).toContain(`https://shop.test${PATH}?size=XS&color=navy`)
    expect(text).toMatch(/https:\/\/shop\.test\/unsubscribe\?token=[\w-]{43}/)
    // Only the link's hash is kept, and the address goes once the mail is out.
    const sent = requests().filter((request) => request.status === 'sent')
    expect(sent).toHaveLength(2)
    expect(sent.every((request) => request.email === undefined && /^[0-9a-f]{64}$/.test(String(request.unsubscribeHash)))).toBe(true)
    expect(JSON.stringify(requests())).not.toContain(unsubscribeTokenOf('first@example.com'))
    // A count that brings nothing back mails nobody; one more unit mails the next in line, and nobody twice.
    expect(await restock('XS/navy', 2, 2)).toMatchObject({ status: 200 })
    expect(mailTo('third@example.com')).toHaveLength(0)
    expect(await restock('XS/navy', 2, 3)).toMatchObject({ status: 200 })
    expect(mailTo('third@example.com')).toHaveLength(1)
    expect(mailTo('first@example.com')).toHaveLength(1)
    expect(documentsIn('mail')).toHaveLength(3)
  })

  it('two restocks at once mail each waiting shopper once', async () => {
    await queue('a@example.com', 'b@example.com')
    adapter.slowCommits(50)
    const answers = await Promise.all([restock('XS/navy', 0, 5), restock('XS/navy', 0, 5)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(mailTo('a@example.com')).toHaveLength(1)
    expect(mailTo('b@example.com')).toHaveLength(1)
  }, 30_000)

  it('an unpaid order cancelled puts its units back, and mails who waits for them', async () => {
    await restock('XS/navy', 0, 1)
    const order = await startCheckout([shirt('XS', 'navy', 1)])
    expect(stockLeft('2', 9, 'XS/navy')).toBe(0)
    await queue('dora@example.com')
    expect(mailTo('dora@example.com')).toHaveLength(0)
    expect(await call('POST', `/api/orders/${order.orderId}/cancel`, { body: { token: order.token } })).toMatchObject({ status: 200 })
    expect(stockLeft('2', 9, 'XS/navy')).toBe(1)
    expect(mailTo('dora@example.com')).toHaveLength(1)
  })

  it('the mail’s link cancels the request and the address’s other ones, once, and says how many; a link not the shop’s is refused', async () => {
    await queue('eve@example.com')
    expect(await restock('XS/coral', 6, 0)).toMatchObject({ status: 200 })
    expect(await ask('eve@example.com', { size: 'XS', color: 'coral' }).then((answer) => answer.status)).toBe(200)
    expect(await ask('finn@example.com', { size: 'XS', color: 'coral' }).then((answer) => answer.status)).toBe(200)
    await restock('XS/navy', 0, 1)
    const token = unsubscribeTokenOf('eve@example.com')
    expect(await call('POST', '/api/back-in-stock/unsubscribe', { body: { token } })).toMatchObject({ status: 200, body: { cancelled: 1 } })
    expect(await call('POST', '/api/back-in-stock/unsubscribe', { body: { token } })).toMatchObject({ status: 200, body: { cancelled: 0 } })
    expect(await call('POST', '/api/back-in-stock/unsubscribe', { body: { token: 'x'.repeat(43) } })).toMatchObject({ status: 404 })
    expect(requests().filter((request) => request.status === 'cancelled')).toHaveLength(2)
    expect(requests().some((request) => request.email === 'eve@example.com')).toBe(false)
    // Eve's coral request is gone; Finn's still waits and is mailed.
    expect(await restock('XS/coral', 0, 5)).toMatchObject({ status: 200 })
    expect(mailTo('eve@example.com')).toHaveLength(1)
    expect(mailTo('finn@example.com')).toHaveLength(1)
  })

  it('a client makes at most 10 new requests a window; asking again is not counted', async () => {
    const from = '192.0.2.77'
    for (let n = 0; n < 10; n++) expect(await ask(`p${n}@example.com`, undefined, { from }).then((answer) => answer.status)).toBe(200)
    expect(await ask('p0@example.com', undefined, { from }).then((answer) => answer.status)).toBe(200)
    const refused = await ask('p10@example.com', undefined, { from })
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'too-many-requests' } } })
    expect(refused.headers?.['Retry-After']).toMatch(/^\d+$/)
    expect(await ask('p10@example.com').then((answer) => answer.status)).toBe(200)
  })
})
