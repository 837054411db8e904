import { createFileRoute } from '@tanstack/react-router'
import { DemoMailPage } from '../features/orders/components/demo-mail-page'
import { pageTitle } from '../lib/site'
import { NotFoundPage } from './-components/not-found-page'

// The demo's outbox: a build for a real project sends its email through the Trigger Email extension instead.
export const Route = createFileRoute('/demo-mail')({
  head: () => ({ meta: [{ title: pageTitle('Demo outbox') }, { name: 'robots', content: 'noindex' }] }),
  component: __DEMO_BACKEND__ ? DemoMailPage : NotFoundPage,
})
