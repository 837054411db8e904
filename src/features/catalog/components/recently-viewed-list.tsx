// The list of recently viewed product pages, as links: on a product page (which it records, and leaves out) and in
// the cart's empty state. It reads this device's storage, so it only ever renders in the browser, once the page is
// live (recently-viewed.tsx loads it then), and the list of whoever is signed in (`viewer`, from the page): nothing
// until Auth has said who.
import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useRef } from 'react'
import { theme } from '../../../styles/theme'
import { readViewed, recordView, viewedKey, type ViewedItem } from '../recently-viewed'

const Section = styled.section`
  margin-top: 3rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: ${theme.font.size.large};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 24px;
    padding: 0.25rem 0;
    color: inherit;
    overflow-wrap: break-word;
  }
`

export interface RecentlyViewedProps {
  /** The product page being viewed: recorded, and not listed. */
  current?: ViewedItem | undefined
  /** Whose list: an account's uid, '' for a visitor, null while Auth has not said (viewerOf). */
  viewer: string | null
}

export function RecentlyViewedList({ current, viewer: owner }: RecentlyViewedProps) {
  const titleId = useId()
  const { collectionSlug = '', productSlug = '', name = '' } = current ?? {}
  const currentKey = current ? viewedKey({ collectionSlug, productSlug }) : null
  // Read as the page (or the product) opens; the view is recorded after, so the list stays as it was read.
  const items = useMemo(() => (owner === null ? [] : readViewed(owner).filter((item) => viewedKey(item) !== currentKey)), [owner, currentKey])
  // Each page's view once, by whoever viewed it: signing out on the page does not make it the next visitor's.
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    if (owner === null || !collectionSlug || !productSlug || !name || recorded.current === currentKey) return
    recorded.current = currentKey
    recordView({ collectionSlug, productSlug, name }, owner)
  }, [owner, currentKey, collectionSlug, productSlug, name])
  if (items.length === 0) return null
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Recently viewed</h2>
      <ul>
        {items.map((item) => (
          <li key={viewedKey(item)}>
            <Link to="/shop/$collectionSlug/$productSlug" params={{ collectionSlug: item.collectionSlug, productSlug: item.productSlug }}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
