// The accessibility statement: what the European Accessibility Act (Directive (EU) 2019/882; in Germany the BFSG)
// asks of an online shop's information: how far the shop meets the standard, how that was checked, what is known not
// to meet it yet, how to report a barrier and where to complain. Keep it true: change it when the shop or its tests
// change, and have it checked before the shop goes live.
import { email, shop } from './shop-details.ts'
import type { InfoPageText } from './shop-info-schema'

export const accessibilityPage: InfoPageText = {
  title: 'Accessibility',
  description: `How far ${shop.name} meets WCAG 2.2 AA, how we test it, what does not meet it yet, and how to tell us about a barrier.`,
  intro: `We want everyone to be able to shop here, with a keyboard, a screen reader, a zoomed screen or a small phone. This statement was last reviewed on 28 November 2026.`,
  sections: [
    {
      heading: 'What the shop meets',
      blocks: [
        'The shop is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the European standard EN 301 549 refers to. We believe it meets them in part: the exceptions are listed below.',
        {
          list: [
            'Every action is a real link or button, usable with a keyboard alone, with a visible focus.',
            'Every form field has a label, and errors are said in words next to the field and read out when they appear.',
            'Pages reflow to a 320 px wide screen without scrolling sideways, and text can be enlarged to 200 %.',
            'Text and controls have at least the contrast WCAG asks for.',
            'Nothing moves or flashes, and nothing on a page shifts while it loads.',
          ],
        },
      ],
    },
    {
      heading: 'How we check',
      blocks: [
        {
          list: [
            'Automated checks (axe) run on every page and on each state of the main journeys, on every change to the shop, in a real browser.',
            'The journeys of buying, signing in, withdrawing from an order and running the shop are tested by keyboard alone, on a 320 px wide screen.',
            'Automated checks find only part of the problems people meet. We have not yet had the shop tested by people who use a screen reader or other assistive technology every day.',
          ],
        },
      ],
    },
    {
      heading: 'What does not meet it yet',
      blocks: [
        {
          list: [
            'Product photos are described by the item’s name only, not by what the photo shows (colour, cut, details).',
            'The payment page is our payment provider’s (Stripe Checkout), and signing in with Google uses Google’s window: their accessibility is theirs, and we cannot change it.',
            'The order export for accountants is a spreadsheet file; how accessible it is depends on the program that opens it.',
          ],
        },
        `If one of these stops you, write to us: we take your order by email at ${email} instead, at the same price.`,
      ],
    },
    {
      heading: 'Tell us about a barrier',
      blocks: [
        `Email ${email}${shop.phone ? ` or call ${shop.phone}` : ''}, and tell us the page and what did not work. We answer within two working days, and say what we will change and when.`,
        'If our answer does not help, you may turn to the market surveillance authority for accessibility: in Germany, the Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg.',
      ],
    },
  ],
}
