// What a person reads of money adds up: every list of sums a page shows with a total, and every mail's lines of
// money, checked as printed ('Subtotal $24.99', 'Discount (WELCOME10) −$2.50', 'Shipping $4.95', 'Total $27.44').
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The terms that state what the amounts above them come to. */
const TOTALS = ['Total', 'Total before shipping', 'Amount to pay']

/**
 * Each list of sums on the page (a `<dl>`, or a mail's 'Term: amount' lines) that has a total, as
 * 'Subtotal $24.99 + Discount (WELCOME10) −$2.50 + Shipping $4.95 = Total $27.44', and whether it adds up. The
 * amounts above the total are the subtotal, a discount, shipping and tax added on top; the VAT a price includes
 * ('Including VAT 19%') is inside them, and a term whose value is words (the checkout's 'Standard $4.95, express
 * $9.95' before a rate is chosen) is no amount.
 */
function sumsOnPage(page: Page): Promise<{ sums: string; addsUp: boolean }[]> {
  return page.evaluate((totals) => {
    const amount = (text: string): number | null => {
      const shown = text.trim()
      if (shown === 'Free') return 0
      if (!/^[−-]?\s?[$€]?\s?\d[\d,]*\.\d\d\s?€?$/.test(shown)) return null
      const cents = Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100)
      return /^[−-]/.test(shown) ? -cents : cents
    }
    const counted = (term: string) => /^(Subtotal|Discount|Shipping)/.test(term) || (/tax/i.test(term) && !/^(Including|Of which)/.test(term))
    const lists: [string, string][][] = [...document.querySelectorAll('main dl')].map((list) =>
      [...list.querySelectorAll(':scope > dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
    )
    // A mail's text: one 'Term: amount' per line.
    for (const mail of document.querySelectorAll('main pre')) {
      const lines = (mail.textContent ?? '').split('\n').map((line) => /^([^:]+): (.+)$/.exec(line.trim()))
      lists.push(lines.flatMap((match) => (match ? [[match[1]!, match[2]!] as [string, string]] : [])))
    }
    const found: { sums: string; addsUp: boolean }[] = []
    for (const pairs of lists) {
      let parts: string[] = []
      let sum = 0
      for (const [term, value] of pairs) {
        const cents = amount(value)
        if (totals.includes(term) && cents !== null) {
          if (parts.length > 0) found.push({ sums: `${parts.join(' + ')} = ${term} ${value}`, addsUp: sum === cents })
          parts = [`${term} ${value}`]
          sum = cents
        } else if (counted(term) && cents !== null) {
          parts.push(`${term} ${value}`)
          sum += cents
        }
      }
    }
    return found
  }, TOTALS)
}

/** The page shows at least one list of sums with a total, and each adds up; `expected` are the terms one must show. */
export async function expectSumsAddUp(page: Page, label: string, expected: string[] = []): Promise<void> {
  const sums = await sumsOnPage(page)
  expect(sums.length, `a total with its sums on ${label}`).toBeGreaterThan(0)
  expect(
    sums.filter((list) => !list.addsUp).map((list) => list.sums),
    `sums that do not add up on ${label}`,
  ).toEqual([])
  for (const term of expected)
    expect(
      sums.some((list) => list.sums.includes(term)),
      `${term} among the sums on ${label}: ${sums.map((list) => list.sums).join('; ')}`,
    ).toBe(true)
}
