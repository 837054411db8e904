import { SHOP_NAME } from '../../../lib/site'
import { VisuallyHidden } from '../../../components/visually-hidden'
import { DirectoryMenu } from './directory-menu'

/** The home page (also served at /contact): the directory of collections. */
export function HomePage() {
  return (
    <>
      <VisuallyHidden as="h1">{SHOP_NAME}</VisuallyHidden>
      <DirectoryMenu />
    </>
  )
}
