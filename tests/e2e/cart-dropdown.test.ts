// On a phone the cart button may sit anywhere in its row: the open dropdown still lies wholly inside the screen.
// (The pages' sideways-scroll check cannot see it: the dropdown is only there once opened.)
import { describe, expect, inject, it } from 'vitest'
import { demoCollection } from '../support/demo-catalog'
import { cartButton, expectNoAxeViolations, openPage, useBrowser } from './browser'
import { stringifyCart } from '../../src/features/cart/cart-storage'

const baseURL = inject('demoURL')
const browser = useBrowser()

describe.each([320, 390])('the open cart dropdown at %i px', (width) => {
  it('lies wholly inside the screen, thumbnails and GO TO CHECKOUT included', async () => {
    const context = await browser().newContext({ baseURL, viewport: { width, height: 844 }, hasTouch: true })
    const page = await context.newPage()
    const bags = demoCollection('Bags')
    await context.addInitScript(
      (cart) => localStorage.getItem('root') ?? localStorage.setItem('root', cart),
      stringifyCart([{ ...bags.items[0], quantity: 1 }]),
    )
    await openPage(page, '/shop/bags')
    await cartButton(page).tap()
    const dropdown = page.getByRole('region', { name: 'Cart' })
    await dropdown.getByRole('listitem').first().waitFor()
    for (const [name, locator] of [
      ['dropdown', dropdown],
      ['thumbnail', dropdown.locator('img').first()],
      ['GO TO CHECKOUT', dropdown.getByRole('button', { name: 'GO TO CHECKOUT' })],
    ] as const) {
      const box = (await locator.boundingBox())!
      expect(box.x, `${name} left at ${width} px`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${name} right at ${width} px`).toBeLessThanOrEqual(width)
    }
    // Still below the button it belongs to.
    const button = (await cartButton(page).boundingBox())!
    expect((await dropdown.boundingBox())!.y).toBeGreaterThanOrEqual(button.y + button.height)
    await expectNoAxeViolations(page, `open cart dropdown at ${width} px`)
    await context.close()
  })
})
