// @vitest-environment node
// The router's hydration scripts are inline scripts whose text changes with each page's state and with the router's
// version; the policy a build is served and deployed with lists each page's hashes (scripts/headers/build.ts). This
// holds the two together without a build: a router that writes other scripts, or more of them, fails here.
import { beforeAll, describe, expect, it } from 'vitest'
import { hashSource, inlineScripts, parsePolicy } from '../../scripts/headers/csp'
import { hostingForPages } from '../../scripts/headers/build'
import { headersFor, readHosting } from '../../scripts/headers/hosting'
import { demoCatalog } from '../../tests/support/demo-catalog'
import { builtIndexHtml as template, rootMarkup } from '../../tests/support/index-html'
import { prerender } from './server'

/** The inline scripts inside the page's markup: those the router wrote (the page's own come after it). */
const routerScripts = (html: string) => inlineScripts(rootMarkup(html))

describe("the router's hydration scripts in the prerendered pages", () => {
  // Every page of the demo, rendered once for both cases.
  let pages: Awaited<ReturnType<typeof prerender>>
  beforeAll(async () => {
    pages = await prerender({ template, catalog: demoCatalog })
  }, 60_000)

  it('are its scroll restoration, its transport scripts (one of them with the state) and its boundary, each removing itself', () => {
    const shared = new Set<string>()
    for (const { path, html } of pages) {
      const scripts = routerScripts(html)
      const [scroll, ...rest] = scripts
      const boundary = rest.pop()
      expect(scroll, path).toMatch(/^\(function\(.*;document\.currentScript\.remove\(\)$/s)
      expect(boundary, path).toBe('document.currentScript.remove();/*$tsr-stream-boundary*/')
      // The transport: the bootstrap that sets $_TSR, the state, the end of the stream, then the cleanup that removes
      // them; the router joins them into as few scripts as its size limit allows.
      expect(rest.length, path).toBeGreaterThanOrEqual(1)
      expect(rest.length, path).toBeLessThanOrEqual(3)
      expect(rest[0], path).toMatch(/^\(self\.\$R=self\.\$R\|\|\{\}\)\["tsr"\]=\[\];self\.\$_TSR=\{/)
      expect(rest.at(-1), path).toMatch(/\$_TSR\.e\(\);\{let s=document\.currentScript,p;while\(.*data-tsr-stream-part.*\)p\.remove\(\);s\.remove\(\)\}$/)
      expect(
        rest.filter((script) => script.includes('$_TSR.router=')),
        path,
      ).toHaveLength(1)
      for (const script of scripts.filter((script) => !script.includes('$_TSR.router='))) shared.add(script)
    }
    // Only the script with the state differs from page to page: each page's policy adds one hash to the others.
    expect(shared.size).toBeLessThanOrEqual(6)
  })

  it("are allowed by the policy sent with each page's path (firebase.json with the pages' hashes)", () => {
    const hosting = hostingForPages(readHosting(), Object.fromEntries(pages.map(({ file, html }) => [file, html])), {})
    for (const { path, html } of pages) {
      const policy = parsePolicy(headersFor(hosting, path).get('Content-Security-Policy') ?? '')
      for (const script of routerScripts(html)) expect(policy.get('script-src'), `${path}: ${script.slice(0, 80)}`).toContain(hashSource(script))
    }
  })
})
