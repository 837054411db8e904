import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../lib/site'
import { HomePage } from '../features/directory/components/home-page'

// The spec serves the home page here too.
export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: pageTitle('Contact') }] }),
  component: HomePage,
})
