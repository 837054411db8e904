// The mail of a checkout left unpaid, over both adapters: sent only to a shopper who asked for it at the checkout,
// once per expired checkout whoever brings the news (the provider's event, its redelivery, the sweep), with the
// provider's link to a new payment page of the same cart and a link that stops these mails for the address.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn, mailTo, orderOf, shirt, shopOf } from '../../../tests/support/api-adapters'
import { sweepAbandonedOrders } from './sweep'

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)
const text = (mail: Record<string, unknown>) => (mail.message as { text: string }).text
const reminders = (email: string) => mailTo(email).filter((mail) => /checkout is waiting/.test((mail.message as { subject: string }).subject))

describe.each(ADAPTERS)('the mail of a checkout left unpaid ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const stop = (token: string) => call('POST', '/api/checkout-reminders/unsubscribe', { body: { token } })
  const recoveryLink = adapter.name === 'functions' ? /^https:\/\/buy\.stripe\.com\/r\/cs_test_\w+$/ : /^https:\/\/shop\.test\/checkout$/

  it('sends nothing when the shopper did not tick the box', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')], { email: 'no@example.com' })
    await adapter.expire(sessionId)
    expect(orderOf(orderId)).toMatchObject({ status: 'expired' })
    expect(orderOf(orderId).recoveryConsent).toBeUndefined()
    expect(mailTo('no@example.com')).toEqual([])
  })

  it('mails a shopper who asked exactly once, with the link to finish the order and the one that stops these mails', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy', 2)], { email: 'yes@example.com', recoveryConsent: true })
    expect(orderOf(orderId)).toMatchObject({ status: 'pending', recoveryConsent: true })
    await adapter.expire(sessionId)
    await adapter.redeliver(sessionId)
    adapter.setClock(later(60))
    await sweepAbandonedOrders(adapter.deps())
    const [mail, ...more] = reminders('yes@example.com')
    expect(more).toEqual([])
    expect(text(mail!)).toContain('2 × Classic Crew Neck T-Shirt, size M, Navy: $49.98')
    const finish = /To finish the order, open (\S+)/.exec(text(mail!))![1]
    expect(finish).toMatch(recoveryLink)
    expect(text(mail!)).toMatch(/To get no more of them: https:\/\/shop\.test\/unsubscribe\?token=[\w-]{43}&mail=checkout$/)
    expect(mailTo('yes@example.com')).toHaveLength(1)
  })

  it('mails one whose hold the sweep ends, when the provider’s news never came', async () => {
    const { orderId } = await startCheckout([shirt('S', 'navy')], { email: 'swept@example.com', recoveryConsent: true })
    adapter.setClock(later(45))
    expect(await sweepAbandonedOrders(adapter.deps())).toBe(1)
    expect(orderOf(orderId)).toMatchObject({ status: 'expired' })
    expect(reminders('swept@example.com')).toHaveLength(1)
    expect(await sweepAbandonedOrders(adapter.deps())).toBe(0)
    expect(reminders('swept@example.com')).toHaveLength(1)
  })

  it('sends none for a paid order, and none to an address that stopped them', async () => {
    const paid = await startCheckout([shirt('M', 'navy')], { email: 'paid@example.com', recoveryConsent: true })
    await adapter.pay(paid.sessionId)
    expect(reminders('paid@example.com')).toEqual([])

    const first = await startCheckout([shirt('M', 'navy')], { email: 'stop@example.com', recoveryConsent: true })
    await adapter.expire(first.sessionId)
    const token = /unsubscribe\?token=([\w-]{43})/.exec(text(reminders('stop@example.com')[0]!))![1]!
    expect(await stop(token)).toMatchObject({ status: 200, body: { stopped: true } })
    expect(await stop(token)).toMatchObject({ status: 200, body: { stopped: true } })
    expect(documentsIn('mailOptOuts')).toHaveLength(1)
    expect(JSON.stringify(documentsIn('mailOptOuts'))).not.toContain('stop@example.com')

    const second = await startCheckout([shirt('S', 'navy')], { email: 'Stop@Example.com', recoveryConsent: true })
    await adapter.expire(second.sessionId)
    expect(orderOf(second.orderId)).toMatchObject({ status: 'expired' })
    expect(reminders('stop@example.com')).toHaveLength(1)
  })

  it('refuses a link the shop did not send', async () => {
    expect(await stop('x'.repeat(43))).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } })
    expect(await stop('short')).toMatchObject({ status: 404 })
    expect(documentsIn('mailOptOuts')).toEqual([])
  })
})
