// What each state of a page in a browser journey is checked for: axe-core's WCAG rules, no sideways scroll, no word
// broken in two, and the layout shifts a page makes.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's WCAG 2.2 A/AA rules on the page as it is now. axe is evaluated through the DevTools protocol, which
 * the page's Content-Security-Policy does not govern: a `<script>` tag (addScriptTag) would be refused, rightly.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(`${axeSource}\n;void 0`)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> }
      }
    ).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  })
  expect(violations, `axe violations on ${label}`).toEqual([])
}

/** Each new state of a journey on a phone: no axe violations, nothing wider than the page's screen, no word broken. */
export async function checkPhoneState(page: Page, label: string): Promise<void> {
  const screen = page.viewportSize()
  if (!screen) throw new Error('The page has no fixed screen size to check sideways scroll against')
  await expectNoAxeViolations(page, label)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `sideways scroll on ${label}`).toBeLessThanOrEqual(screen.width)
  expect(await brokenWords(page), `words broken in two on ${label}`).toEqual([])
}

/** The longest word that must never break inside: longer ones (an address, a link, an order's key) may, to fit. */
const UNBROKEN_WORD = 14

/**
 * The words of up to UNBROKEN_WORD characters that the page shows on two lines or more ('Qua / ntity', '$24.9 / 9'),
 * each with the element that holds it. A word is what lies between spaces; one may still break after a hyphen, a
 * slash or a dash in it ('High- / Top'), as a line may end there.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate((longest) => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement
      if (!holder || !holder.checkVisibility() || holder.closest('script, style, svg')) continue
      const text = node.textContent ?? ''
      for (const word of text.matchAll(/\S+/g)) {
        if (word[0].length > longest) continue
        for (const part of word[0].matchAll(/[^‐–—/-]+[‐–—/-]*/g)) {
          if (part[0].length < 2) continue
          const start = word.index + part.index
          const range = document.createRange()
          range.setStart(node, start)
          range.setEnd(node, start + part[0].length)
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)))
          if (lines.size > 1) found.push(`"${part[0]}" in ${holder.tagName.toLowerCase()} "${(holder.textContent ?? '').trim().slice(0, 40)}"`)
        }
      }
    }
    return found.slice(0, 10)
  }, UNBROKEN_WORD)
}

/**
 * Records every layout shift of the page from its first paint on (the Layout Instability API), each as its score and
 * what moved ('h2.css-x "Reviews" 0,812 → 0,900'), so that a failure names the element.
 */
export async function recordShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = [])
    interface Source {
      node?: Node | null
      previousRect: DOMRectReadOnly
      currentRect: DOMRectReadOnly
    }
    const nameOf = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a node gone'
      const text = (node.textContent ?? '').trim().slice(0, 40)
      return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${text}"`
    }
    const at = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, sources } = entry as unknown as { value: number; sources: Source[] }
        const moved = sources.map((source) => `${nameOf(source.node)} ${at(source.previousRect)} → ${at(source.currentRect)}`)
        shifts.push(`${value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)
}
