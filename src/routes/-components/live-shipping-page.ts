// The shipping page is prerendered from the default shipping table; once on screen it reads the table in force and,
// when the owner's differs, writes the page again from it: the same sections, table and list, with the owner's rates
// and countries in place of the default's (no placeholder, so nothing moves until there is something else to show).
// Its reader loads after the page, and only on the shipping page; a read that fails leaves the page as it was.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { InfoPageBody, InfoPath } from '../../content/shop-info-schema'

const SHIPPING: InfoPath = '/shipping'

/** The page's text: the owner's shipping page once read and different, else `body`. */
export function useLiveInfoPage(path: InfoPath, body: InfoPageBody): InfoPageBody {
  const queryClient = useQueryClient()
  const [owners, setOwners] = useState<InfoPageBody | null>(null)
  useEffect(() => {
    if (path !== SHIPPING) return
    let current = true
    import('./owners-shipping-page')
      .then((module) => module.ownersShippingPage(queryClient))
      .then(
        (page) => {
          if (current) setOwners(page)
        },
        () => {},
      )
    return () => {
      current = false
    }
  }, [path, queryClient])
  return (path === SHIPPING && owners) || body
}
