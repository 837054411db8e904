import { describe, expect, it } from 'vitest'
import { alertId, alertKey, backInStockMail, firstWaiting, parseAlertRequest, raisedKeys, unitsForSale } from './back-in-stock'

const body = { collectionId: '2', itemId: 9, size: 'XS', color: 'navy', path: '/shop/apparel/tee', email: ' Ann@Example.COM ', consent: true }
const tee = { name: 'Tee', sizes: ['XS', 'M'], colors: [{ id: 'navy', name: 'Navy' }] }

describe('a back-in-stock request', () => {
  it('is read with its variant and a lower-cased address, only with consent given as true', () => {
    expect(parseAlertRequest(body)).toEqual({
      ok: true,
      value: { collectionId: '2', itemId: 9, variant: { size: 'XS', color: 'navy' }, path: '/shop/apparel/tee', email: 'ann@example.com' },
    })
    for (const consent of [undefined, false, 'true', 1]) expect(parseAlertRequest({ ...body, consent })).toMatchObject({ ok: false, code: 'consent-required' })
    expect(parseAlertRequest({ ...body, email: 'nope' })).toMatchObject({ ok: false, code: 'bad-email' })
    expect(parseAlertRequest({ ...body, path: 'https://elsewhere.example/shop/a/b' })).toMatchObject({ ok: false, code: 'bad-request' })
    expect(parseAlertRequest(null)).toMatchObject({ ok: false })
  })

  it('is one document per variant and address, whose id is not the address', async () => {
    const key = alertKey('2', 9, { size: 'XS', color: 'navy' })
    expect(key).toBe('2_9:XS/navy')
    expect(alertKey('5', 34, {})).toBe('5_34:*')
    const id = await alertId(key, 'ann@example.com')
    expect(id).toMatch(/^[0-9a-f]{40}$/)
    expect(await alertId(key, 'ann@example.com')).toBe(id)
    expect(await alertId('2_9:M/navy', 'ann@example.com')).not.toBe(id)
  })
})

describe('the mailing', () => {
  it('takes the oldest waiting requests, as many as there are units', () => {
    const waiting = [
      { id: 'c', createdAt: '2026-11-28T10:00:02.000Z' },
      { id: 'a', createdAt: '2026-11-28T10:00:00.000Z' },
      { id: 'b', createdAt: '2026-11-28T10:00:00.000Z' },
    ]
    expect(firstWaiting(waiting, 2).map((alert) => alert.id)).toEqual(['a', 'b'])
    expect(firstWaiting(waiting, 0)).toEqual([])
    expect(firstWaiting(waiting, 9)).toHaveLength(3)
  })

  it('counts the units for sale of a variant; an uncounted item has room for every request, an unreadable count none', () => {
    expect(unitsForSale({ units: { 'XS/navy': 2 }, unlimited: false }, 'XS/navy')).toBe(2)
    expect(unitsForSale({ units: { 'XS/navy': '2' }, unlimited: false }, 'XS/navy')).toBe(0)
    expect(unitsForSale({ units: {}, unlimited: true }, 'XS/navy')).toBeGreaterThan(100)
    expect(unitsForSale(null, 'XS/navy')).toBe(0)
  })

  it('finds the variants a write raised, not those it lowered or left', () => {
    const before = { '2_9': { units: { 'XS/navy': 0, 'M/navy': 5, 'L/navy': 1 } } }
    expect(raisedKeys(before, [{ id: '2_9', units: { 'XS/navy': 2, 'M/navy': 4, 'L/navy': 1 } }])).toEqual(['2_9:XS/navy'])
    expect(raisedKeys({}, [{ id: '5_34', units: { '*': 1 } }])).toEqual(['5_34:*'])
  })

  it('names the item and variant, links its page with the variant chosen, and carries the unsubscribe link, escaped in HTML', () => {
    const mail = backInStockMail(
      'ann@example.com',
      { ...tee, name: 'Tee <b>' },
      { size: 'XS', color: 'navy' },
      {
        shopUrl: 'https://shop.example',
        path: '/shop/apparel/tee',
        unsubscribeToken: 'tok_en-1',
      },
    )
    expect(mail.to).toBe('ann@example.com')
    expect(mail.message.subject).toBe('Back in stock: Tee <b>, size XS, Navy')
    expect(mail.message.text).toContain('https://shop.example/shop/apparel/tee?size=XS&color=navy')
    expect(mail.message.text).toContain('https://shop.example/unsubscribe?token=tok_en-1')
    expect(mail.message.html).toContain('Tee &lt;b&gt;')
    expect(mail.message.html).toContain('href="https://shop.example/shop/apparel/tee?size=XS&amp;color=navy"')
    expect(
      backInStockMail('a@b.example', { name: 'Tent' }, {}, { shopUrl: 'https://s.example', path: '/shop/a/tent', unsubscribeToken: 't' }).message.text,
    ).toContain('https://s.example/shop/a/tent\n')
  })
})
