// One number for one order: the confirmation, the order page, the withdrawal question and both mails show the same
// string, the order's id, which a person reads and types; an order with an older, longer id shows that id. The
// returns page asks for that number and says where to find it.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { queuedMail, readOrder, saveOrder } from '../support/demo-orders'
import { payPage, startCheckout, tent } from '../support/shop-api'
import { renderApp } from './harness'

const numberShown = () => screen.getByText('Order number', { selector: 'dt' }).nextElementSibling?.textContent

describe('the order number', () => {
  it('is one string on the confirmation, the order page, the withdrawal question and in both mails', async () => {
    const checkout = await startCheckout([tent()])
    await payPage(checkout.sessionId, 'pay')
    const number = checkout.orderId
    expect(number).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/)

    const success = await renderApp(`/checkout/success?${new URLSearchParams({ session_id: checkout.sessionId, order: number, token: checkout.token })}`)
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }, { timeout: 3000 })
    expect(numberShown()).toBe(number)
    success.unmount()

    const { user } = await renderApp(`/orders/${number}?token=${checkout.token}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${number}` })).toBeInTheDocument()
    expect(numberShown()).toBe(number)
    await user.click(screen.getByRole('button', { name: 'Withdraw from contract here' }))
    expect(screen.getByText(/^Do you want to withdraw/)).toHaveTextContent(`Do you want to withdraw from the contract for order ${number}?`)
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    await screen.findByText(/^We received your withdrawal on /)

    const [confirmation, withdrawal] = queuedMail()
      .filter((mail) => mail.to === 'guest@example.com')
      .map((mail) => mail.message)
    expect(confirmation!.subject).toBe(`Your order ${number}`)
    expect(confirmation!.text).toContain(`Your order number is ${number}.`)
    expect(withdrawal!.subject).toBe(`We received your withdrawal from order ${number}`)
    expect(withdrawal!.text).toContain(`the contract of order ${number} on`)
  })

  it('of an order placed before numbers were ids is its whole id', async () => {
    const checkout = await startCheckout([tent()])
    await payPage(checkout.sessionId, 'pay')
    const oldId = 'hD80XoYVDV5cb4N3-81L'
    await saveOrder({ ...readOrder(checkout.orderId)!, id: oldId })
    await renderApp(`/orders/${oldId}?token=${checkout.token}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${oldId}` })).toBeInTheDocument()
    expect(numberShown()).toBe(oldId)
  })

  it('is what the returns page asks for, and it says where the shopper finds it', async () => {
    await renderApp('/returns')
    const steps = await screen.findByRole('heading', { level: 2, name: 'How to return an item' })
    const list = within(steps.parentElement!).getByRole('list')
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      /with your order number \(on your order page and in your confirmation email, such as [0-9A-HJKMNP-TV-Z]{10}\)/,
    )
  })
})
