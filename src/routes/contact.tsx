import { createFileRoute } from '@tanstack/react-router'
import { SHOP_NAME } from '../components/header'
import { HomePage } from '../features/directory/components/home-page'

// The spec serves the home page here too.
export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: `Contact | ${SHOP_NAME}` }] }),
  component: HomePage,
})
