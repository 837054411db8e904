// The owner's "Real shoppers' speed" on the real route tree and the demo's mock backend: visits reported through the
// shop's /api (as their beacons send them) summed per kind of page by the /api, each p75 rated in words, read by the
// route's loader and never as histograms from the browser; staff are told the page is the owners'; the back office's
// navigation leads there.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { api } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'

const asOwner = () => signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
const report = async (body: object) => expect((await api('/vitals', { body, appCheck: null })).status).toBe(202)

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!
const metric = (within_: HTMLElement, name: RegExp) => within(within_).getByText(name).nextElementSibling

/** The page's requests: the /api's and Firestore's. */
let requests: string[] = []
const record = ({ request }: { request: Request }) => void requests.push(decodeURIComponent(request.url))

describe('/admin/speed', () => {
  beforeEach(() => {
    requests = []
    server.events.on('request:start', record)
  })
  afterEach(() => void server.events.removeListener('request:start', record))

  it('shows per kind of page the p75 of LCP, INP and CLS, rated in words, and the visits measured', async () => {
    for (const lcp of [1200, 1500, 2300, 5200]) await report({ kind: 'product', lcp, inp: 90, cls: 0.02 })
    await report({ kind: 'home', lcp: 4250, cls: 0.31 })
    await asOwner()
    const { user } = await renderApp('/admin')
    await user.click(await within(await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 3000 })).findByRole('link', { name: 'Speed' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Speed' }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Real shoppers’ speed' })).toBeInTheDocument()
    // The loader read it before the page showed: the cards come with the heading, never after a wait.
    expect(screen.queryByText('Reading the speed…')).not.toBeInTheDocument()
    expect(requests.filter((url) => url.includes('/api/admin/speed'))).toHaveLength(1)
    expect(requests.filter((url) => url.includes('/v1/projects/') && url.includes('vitals'))).toEqual([])

    const product = card('Product pages')
    expect(product).toHaveTextContent('4 visits measured')
    expect(metric(product, /^Largest Contentful Paint/)).toHaveTextContent('2.3 sGood')
    expect(metric(product, /^Interaction to Next Paint/)).toHaveTextContent('100 msGood')
    expect(metric(product, /^Cumulative Layout Shift/)).toHaveTextContent('0.02Good')

    const home = card('Home page')
    expect(home).toHaveTextContent('1 visit measured')
    expect(metric(home, /^Largest Contentful Paint/)).toHaveTextContent('4.3 sPoor')
    expect(metric(home, /^Interaction to Next Paint/)).toHaveTextContent('Not measured')
    expect(metric(home, /^Cumulative Layout Shift/)).toHaveTextContent('0.40Poor')
    expect(screen.queryByRole('heading', { level: 3, name: 'Checkout' })).not.toBeInTheDocument()
  })

  it('says when no visit was measured', async () => {
    await asOwner()
    await renderApp('/admin/speed')
    expect(await screen.findByText('No visit has been measured in the last 7 days.', {}, { timeout: 3000 })).toBeInTheDocument()
  })

  it('tells staff the page is the owners’, and reads nothing for them', async () => {
    await report({ kind: 'product', lcp: 1200 })
    await signInBeforeRender(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
    await renderApp('/admin/speed')
    expect(await screen.findByRole('heading', { level: 1, name: 'Speed' }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('This page is for the shop’s owners. As staff, you work on the orders:')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Real shoppers’ speed' })).not.toBeInTheDocument()
    expect(requests.filter((url) => url.includes('/api/admin/speed') || (url.includes('/v1/projects/') && url.includes('vitals')))).toEqual([])
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Speed' })).not.toBeInTheDocument()
  })
})
