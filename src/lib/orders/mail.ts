// Emails as documents of the `mail` collection, in the format of Firebase's Trigger Email extension
// (firestore-send-email): an owner who installs it gets them sent; without it they wait, readable in the demo.
import type { Order, Refund, RefundFailure } from './order'
import { deductionOf, deductionSentence } from './order-return'
import { lineWords } from '../catalog/variant'
import { addressLines } from './address-lines'
import { moneyText, orderMoney } from './order-money'
import { formatCents } from '../money'
import { returnSteps } from './returns'
import { paidRate, rateWords } from './shipping'
import { shopTime } from './shop-time'
import { trackingUrl } from './tracking'

export interface MailDocument {
  to: string
  message: { subject: string; text: string; html: string }
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const lineText = (line: Order['lines'][number]) => `${line.quantity} × ${lineWords(line)}: ${formatCents(line.unitCents * line.quantity)}`

/** A mail: its paragraphs, the order's lines, and (for a mail about what was paid) the order's money under them. */
function mail(order: Order, subject: string, paragraphs: string[], lines: string[], sums: string[] = []): MailDocument {
  const text = [...paragraphs, '', ...lines, ...(sums.length > 0 ? ['', ...sums] : [])].join('\n')
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ...(sums.length > 0 ? [`<p>${sums.map(escapeHtml).join('<br>')}</p>`] : []),
  ].join('')
  return { to: order.email, message: { subject, text, html } }
}

/** Sent when the order is paid. `orderUrl` is the private link of a guest's order, when the caller has it. */
export function confirmationMail(order: Order, orderUrl?: string): MailDocument {
  return mail(
    order,
    `Your order ${order.id}`,
    [
      `Thank you for your order. Your order number is ${order.id}.`,
      `Total paid: ${formatCents(order.totalCents)}.`,
      ...(order.invoice ? [`Invoice ${order.invoice.number}: open it from your order to print it.`] : []),
      ...(orderUrl ? [`Your order, and the withdrawal function, stay at ${orderUrl}`] : []),
    ],
    order.lines.map(lineText),
    moneyText(orderMoney(order)),
  )
}

/**
 * The acknowledgement on a durable medium that the withdrawal was received, with its date and time, and, for goods
 * that left the shop, how to send them back (./returns.ts).
 */
export function withdrawalMail(order: Order, receivedAt: string, refundPromise: string): MailDocument {
  const steps = returnSteps(order)
  return mail(
    order,
    `We received your withdrawal from order ${order.id}`,
    [
      `We received your withdrawal from the contract of order ${order.id} on ${shopTime(receivedAt)}.`,
      refundPromise,
      ...(steps.length > 0 ? ['How to send the items back:', ...steps.map((step, index) => `${index + 1}. ${step}`)] : []),
    ],
    order.lines.map(lineText),
  )
}

/** Sent when the parcel leaves: who carries it, the number to follow it by and, for a carrier the shop knows, where. */
export function shippedMail(order: Order & { shipment: NonNullable<Order['shipment']> }): MailDocument {
  const tracking = trackingUrl(order.shipment)
  return mail(
    order,
    `Your order ${order.id} is on its way`,
    [
      `Your order ${order.id} has been shipped with ${order.shipment.carrier}.`,
      `Tracking number: ${order.shipment.trackingNumber}`,
      ...(tracking ? [`Follow your parcel: ${tracking}`] : []),
    ],
    order.lines.map(lineText),
  )
}

/** Sent when the owner marks the parcel delivered: the withdrawal period has started, and when it ends. */
export function deliveredMail(order: Order & { deliveredAt: string }, withdrawalEndsAt: string): MailDocument {
  return mail(
    order,
    `Your order ${order.id} has arrived`,
    [
      `Your order ${order.id} was delivered on ${shopTime(order.deliveredAt)}.`,
      `You may withdraw from the contract until ${shopTime(withdrawalEndsAt)}, from your order's page, without giving a reason.`,
    ],
    order.lines.map(lineText),
  )
}

/** Sent when money goes back to the shopper, with the owner's reason when they gave one (as given, or as the order keeps it). */
export function refundMail(order: Order, refund: Pick<Refund, 'id' | 'amountCents' | 'reason'>): MailDocument {
  const deduction = deductionOf(order, refund.id)
  const reason = refund.reason ?? order.refunds?.find((known) => known.id === refund.id)?.reason
  return mail(
    order,
    `Your refund for order ${order.id}`,
    [
      `We refunded ${formatCents(refund.amountCents)} for order ${order.id} to your original means of payment.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      ...(deduction > 0 ? [deductionSentence(deduction)] : []),
    ],
    order.lines.map(lineText),
  )
}

/** 'Ann Lee, 5 Quay Street, H91 X2Y3 Galway, Ireland': an address on one line, as a packer reads it. */
const addressLine = (address: NonNullable<Order['shippingAddress']>): string => addressLines(address).join(', ')

/**
 * The shop's own copy of what happened, for its owner: a new paid order to ship (with where it goes), or a
 * withdrawal to expect back; each with the order's page in the back office (`shopUrl`, the shop's origin).
 */
export function ownerMail(order: Order, to: string, what: 'paid' | 'withdrawn', shopUrl: string): MailDocument {
  const customer = order.shippingAddress?.name ? `${order.shippingAddress.name} <${order.email}>` : order.email
  const rate = paidRate(order)
  const subject = what === 'paid' ? `New order ${order.id}: ${formatCents(order.totalCents)}` : `Withdrawal from order ${order.id}`
  const paragraphs =
    what === 'paid'
      ? [
          `${customer} paid ${formatCents(order.totalCents)} for order ${order.id}. It is waiting to be shipped.`,
          ...(order.shippingAddress ? [`Ship to: ${addressLine(order.shippingAddress)}.`] : []),
          ...(rate ? [`Delivery: ${rateWords(rate)}.`] : []),
        ]
      : [
          `${customer} withdrew from order ${order.id} on ${shopTime(order.withdrawnAt ?? order.createdAt)}.`,
          order.shippedAt
            ? 'Record the return when the parcel is back, or the proof of dispatch if the shopper shows you one first: the refund then goes out.'
            : 'It had not been shipped: its units are back on sale and the refund went out.',
        ]
  const page = `The order in the back office: ${shopUrl}/admin/orders/${encodeURIComponent(order.id)}`
  const sums = what === 'paid' ? moneyText(orderMoney(order)) : []
  return { ...mail(order, subject, [...paragraphs, page], order.lines.map(lineText), sums), to }
}

/**
 * The owner's reminder when a withdrawal's refund falls due while its goods are neither back nor shown to be on
 * their way: the shop may hold the refund back until then, and nothing is paid by itself.
 */
export function refundDueMail(order: Order, to: string, dueAt: string): MailDocument {
  const paragraphs = [
    `The refund of the withdrawal from order ${order.id} (${formatCents(order.totalCents)}) is due by ${shopTime(dueAt)}.`,
    'Its goods are not back, and no proof that the shopper sent them is recorded. Once one or the other is, record it on the order in the back office and the refund goes out; until then the shop may hold the refund back.',
  ]
  return { ...mail(order, `Refund due: withdrawal from order ${order.id}`, paragraphs, order.lines.map(lineText)), to }
}

/** The owner's alert when the provider reports that a refund failed: no money went out, and the shopper waits for it. */
export function refundFailedMail(order: Order, to: string, failure: RefundFailure): MailDocument {
  const paragraphs = [
    `The refund of ${formatCents(failure.amountCents)} for order ${order.id} failed at the payment provider${failure.reason ? ` (${failure.reason})` : ''}: no money went back to ${order.email}.`,
    'Open the order in the back office and refund it again, or settle it with the shopper another way.',
  ]
  return { ...mail(order, `Refund failed: order ${order.id}`, paragraphs, order.lines.map(lineText)), to }
}
