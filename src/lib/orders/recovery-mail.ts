// The mail that brings back a checkout left unpaid: sent once, when the order expires unpaid, to a shopper who asked
// for it (the box at the checkout, unticked until they tick it, or the provider's promotional consent on its page),
// with the provider's link to a new payment page of the same cart and a link that stops these mails (decision 044).
import { lineWords } from '../catalog/variant'
import { formatCents } from '../money'
import { shop } from '../../content/shop-details'
import type { SessionResult } from './fulfil'
import { escapeHtml, type MailDocument } from './mail'
import type { Order } from './order'

/** The shopper's consent to the mail, and the link it would carry: null when no such mail is to be sent. */
export function recoveryLinkFor(order: Order, result: SessionResult): string | null {
  if (order.status !== 'expired' || !result.recoveryUrl) return null
  return order.recoveryConsent || result.promotionsConsent ? result.recoveryUrl : null
}

/** `/unsubscribe?…` for these mails: the token that stops them, and which mails it names. */
export const recoveryUnsubscribeUrl = (shopUrl: string, token: string): string => `${shopUrl}/unsubscribe?${new URLSearchParams({ token, mail: 'checkout' })}`

export function recoveryMail(order: Order, links: { recoveryUrl: string; unsubscribeUrl: string }): MailDocument {
  const lines = order.lines.map((line) => `${line.quantity} × ${lineWords(line)}: ${formatCents(line.unitCents * line.quantity)}`)
  const paragraphs = [`Your checkout at ${shop.name} ended before it was paid, and nothing was charged. These items are no longer held for you:`]
  const after = [
    `To finish the order, open ${links.recoveryUrl}`,
    'You get this email because you asked for it at the checkout. We send one for each checkout left unpaid, never again for this one.',
    `To get no more of them: ${links.unsubscribeUrl}`,
  ]
  const text = [...paragraphs, '', ...lines, '', ...after].join('\n')
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(links.recoveryUrl)}">Finish your order</a></p>`,
    `<p>${escapeHtml(after[1]!)} <a href="${escapeHtml(links.unsubscribeUrl)}">Stop these emails</a></p>`,
  ].join('')
  return { to: order.email, message: { subject: `Your ${shop.name} checkout is waiting`, text, html } }
}
