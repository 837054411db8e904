// A build for a real project carries nothing of the demo: no mock backend (MSW, its handlers, the demo catalog),
// no demo sign-in chooser, no MSW worker script, no demo notice. The demo build, made the same way, has each of
// them, so every check below can fail. Both builds come from tests/e2e/global-setup.ts.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { BUILD_DIRS } from './global-setup'
import { newShopper, useBrowser } from './browser'

const root = new URL('../..', import.meta.url).pathname

async function filesIn(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html|json|xml|txt)$/.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(dir, path), await readFile(path, 'utf8'))
  }
  return files
}

// Each is found only in demo code: MSW's own messages, a mock Auth handler's URL pattern, a demo
// catalog item, the demo chooser's title, the demo notice and a button of the demo payment page.
const DEMO_MARKERS = {
  'MSW (the mock backend)': '[MSW]',
  'the mock Auth handlers': 'securetoken\\.googleapis\\.com',
  'the demo catalog': 'Leather Weekender Duffel',
  'the demo Google chooser': 'Choose an account',
  'the demo notice': 'no real accounts, payments or orders',
  'the demo payment page': 'Let the session expire',
}

function markersIn(files: Map<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(DEMO_MARKERS).map(([what, marker]) => [what, [...files].filter(([, text]) => text.includes(marker)).map(([file]) => file)]),
  )
}

describe('the demo kept apart', () => {
  it('leaves every piece of the demo out of a build for a real project', async () => {
    const files = await filesIn(join(root, BUILD_DIRS.project))
    expect([...files.keys()].filter((file) => /mockServiceWorker|browser-.*\.js$/.test(file))).toEqual([])
    expect(markersIn(files)).toEqual(Object.fromEntries(Object.keys(DEMO_MARKERS).map((what) => [what, []])))
  })

  it('has each of them in the demo build', async () => {
    const files = await filesIn(join(root, BUILD_DIRS.demo))
    expect(files.has('mockServiceWorker.js')).toBe(true)
    for (const [what, found] of Object.entries(markersIn(files))) expect(found, what).not.toEqual([])
  })

  const browser = useBrowser()

  it('says on every page of the demo, in a note, that nothing is real', async () => {
    const { context, page, errors } = await newShopper(browser(), inject('demoURL'))
    for (const path of ['/', '/shop', '/shop/bags', '/checkout', '/signin', '/contact', '/no-such-page']) {
      await page.goto(path)
      await expect.poll(() => page.getByRole('note').filter({ hasText: 'Demo shop:' }).textContent()).toContain('no real accounts, payments or orders')
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
