import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import type { Collection } from '../types'
import { CollectionItem } from './collection-item'
import { ItemGrid } from './item-grid'

/** The overview shows at most this many items of each collection. */
export const PREVIEW_SIZE = 4

const Section = styled.section`
  margin-bottom: 3rem;
`
const Title = styled.h2`
  margin: 0 0 1.25rem;
  font-size: 1.75rem;
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

export function CollectionPreview({ collectionKey, collection, eager }: { collectionKey: string; collection: Collection; eager?: boolean }) {
  return (
    <Section aria-labelledby={`preview-${collection.routeName}`}>
      <Title id={`preview-${collection.routeName}`}>
        <Link to="/shop/$collectionId" params={{ collectionId: collectionKey }}>
          {collection.title.toUpperCase()}
        </Link>
      </Title>
      <ItemGrid>
        {collection.items.slice(0, PREVIEW_SIZE).map((item, index) => (
          <CollectionItem key={item.id} item={item} eager={eager && index < 2} first={eager && index === 0} />
        ))}
      </ItemGrid>
    </Section>
  )
}
