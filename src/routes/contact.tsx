import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../lib/site'
import { pageHead } from '../lib/seo'
import { HomePage } from '../features/directory/components/home-page'

// The spec serves the home page here too.
export const Route = createFileRoute('/contact')({
  head: () => pageHead({ title: pageTitle('Contact'), description: 'Contact Crown Clothing, and browse our five collections.', path: '/contact' }),
  component: HomePage,
})
