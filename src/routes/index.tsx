import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/directory/components/home-page'
import { pageHead } from '../lib/seo'
import { pageTitle } from '../lib/site'

export const Route = createFileRoute('/')({
  head: () => pageHead({ title: pageTitle(), path: '/' }),
  component: HomePage,
})
