import styled from '@emotion/styled'
import { useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Link, createFileRoute, notFound, useRouteContext } from '@tanstack/react-router'
import { useId } from 'react'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { JsonLd } from '../../components/json-ld'
import { PageTitle } from '../../components/page-layout'
import { shopCardAction } from '../-components/card-action'
import { ProductAddToCart } from '../../features/cart/components/product-add-to-cart'
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { ItemGrid } from '../../features/catalog/components/item-grid'
import { ProductCard } from '../../features/catalog/components/product-card'
import { ProductReviews } from '../../features/catalog/components/product/product-reviews'
import { ProductView } from '../../features/catalog/components/product/product-view'
import { RecentlyViewed } from '../../features/catalog/components/recently-viewed'
import { viewerOf } from '../../features/auth/auth-state'
import { keepsOptionTap, useProductChoice } from '../../features/catalog/components/product/use-product-choice'
import { useLiveProduct } from '../../features/catalog/components/product/use-live-product'
import { BackInStock } from '../../features/orders/components/back-in-stock'
import { findCollection, findItem } from '../../features/catalog/find-in-catalog'
import { reviewSummaryQueryOptions } from '../../features/catalog/api/review-summary-query'
import { breadcrumbJsonLd, productJsonLd } from '../../features/catalog/product-json-ld'
import { productPath } from '../../features/catalog/product-path'
import { ProductSearch } from '../../features/catalog/product-search'
import type { Collection, Variant } from '../../features/catalog/types'
import { resolveVariant } from '../../features/catalog/variant-display'
import { variantKey } from '../../lib/catalog/variant'
import { ITEM_GONE_NOTE } from '../../lib/orders/pricing'
import { pageHead } from '../../lib/seo'
import { pageTitle } from '../../lib/site'
import { renderWhenNear } from '../../styles/render-when-near'
import { theme } from '../../styles/theme'

/**
 * Reads `collection` live. The code comes with the page's own (the route tree, and so this file's loader, is part of
 * every first visit): a prerendered page has loaded it before this runs, and a navigation loads it alongside.
 */
const readLive = (queryClient: QueryClient, collection: Collection) =>
  void import('../../features/catalog/api/live-collection-query')
    .then(({ readCollectionLive }) => readCollectionLive(queryClient, collection))
    // The page keeps the catalog it has, and Add to Cart goes by it: the checkout counts again.
    .catch((error: unknown) => console.warn('The live price and stock could not be read', error))

/** A prerendered product page's loader does not run: its collection is read live from the catalog it was built with. */
function readProductLive(queryClient: QueryClient, { collectionSlug = '' }: Record<string, string>) {
  const collections = queryClient.getQueryData(collectionsQueryOptions().queryKey)
  const collection = collections && findCollection(collections, collectionSlug)
  if (collection) readLive(queryClient, collection)
}

/** How many other items of the collection the page suggests. */
const MORE_COUNT = 4

export const Route = createFileRoute('/shop/$collectionSlug_/$productSlug')({
  validateSearch: ProductSearch,
  loader: async ({ context, params }) => {
    const collections = await context.queryClient.ensureQueryData(collectionsQueryOptions())
    const collection = findCollection(collections, params.collectionSlug)
    const item = collection && findItem(collection, params.productSlug)
    if (!collection || !item) throw notFound()
    // The catalog may be minutes old (or the build's): the item's price and stock are read live as the page opens.
    readLive(context.queryClient, collection)
    return {
      title: item.name,
      description: item.description ?? `${item.name}, from the ${collection.title} collection.`,
      image: item.imageUrl,
      path: productPath(collection, item),
    }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({ title: pageTitle(loaderData.title), description: loaderData.description, path: loaderData.path, image: loaderData.image, type: 'product' })
      : { meta: [{ title: pageTitle('Product not found') }] },
  staticData: { readAtStart: readProductLive },
  component: ProductPage,
  notFoundComponent: () => <ProductNotFound />,
})

// Below the product, off a phone's first screen.
const More = styled.section`
  margin-top: 3.5rem;
  ${renderWhenNear('&', '40rem')}
  h2 {
    margin: 0 0 1.25rem;
    font-size: ${theme.font.size.heading};
  }
`
const Centered = styled.p`
  text-align: center;
`

function ProductPage() {
  const { collectionSlug, productSlug } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const sizeGroupId = useId()
  const { choice, hydrated } = useProductChoice(search)
  const choose = (next: Variant) => void navigate({ search: next, replace: true, resetScroll: false })
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  const { collection, item, gone, whenLive } = useLiveProduct(findCollection(collections, collectionSlug), productSlug, hydrated)
  const { auth } = useRouteContext({ from: '__root__' })
  // What the reviews section read, once it has: the JSON-LD then carries the published reviews' rating.
  const { data: reviews } = useQuery({ ...reviewSummaryQueryOptions(String(collection?.id), item?.id ?? 0), enabled: false })
  if (!collection || !item) return <ProductNotFound gone={gone} />
  const variant = resolveVariant(item, choice)
  const others = collection.items.filter((other) => other.id !== item.id).slice(0, MORE_COUNT)
  return (
    <>
      <JsonLd data={productJsonLd(collection, item, reviews)} />
      <JsonLd data={breadcrumbJsonLd(collection, item)} />
      <Breadcrumbs
        links={[
          <Link key="home" to="/">
            Home
          </Link>,
          <Link key="shop" to="/shop">
            Shop
          </Link>,
          <Link key="collection" to="/shop/$collectionSlug" params={{ collectionSlug: collection.slug }}>
            {collection.title}
          </Link>,
        ]}
        current={item.name}
      />
      <ProductView
        item={item}
        variant={variant}
        onChoose={choose}
        sizeGroupId={sizeGroupId}
        keepsTap={keepsOptionTap}
        purchase={
          <>
            <ProductAddToCart key={variantKey(variant)} item={item} variant={variant} sizeGroupId={sizeGroupId} whenLive={whenLive} />
            <BackInStock
              key={`alert-${variantKey(variant)}`}
              collectionId={String(collection.id)}
              item={item}
              variant={variant}
              path={productPath(collection, item)}
              accountEmail={auth.user?.email ?? null}
            />
            <WishlistHeart itemId={item.id} place="page" />
          </>
        }
      />
      {others.length > 0 && (
        <More aria-labelledby="more-from">
          <h2 id="more-from">More from {collection.title}</h2>
          <ItemGrid>
            {others.map((other) => (
              <ProductCard key={other.id} item={other} collectionSlug={collection.slug} action={shopCardAction} />
            ))}
          </ItemGrid>
        </More>
      )}
      <ProductReviews key={item.id} collectionId={String(collection.id)} itemId={item.id} />
      {/* Last on the page: it appears once the page is live, below everything else. */}
      <RecentlyViewed current={{ collectionSlug: collection.slug, productSlug: item.slug, name: item.name }} viewer={viewerOf(auth)} />
    </>
  )
}

/** `gone`: the page showed the item a moment ago, from the catalog it was built with, and the shop no longer sells it. */
function ProductNotFound({ gone = false }: { gone?: boolean }) {
  const { collectionSlug } = Route.useParams()
  return (
    <>
      <PageTitle>Product not found</PageTitle>
      <Centered>
        {gone ? ITEM_GONE_NOTE : 'We could not find that product.'}{' '}
        <Link to="/shop/$collectionSlug" params={{ collectionSlug }}>
          Back to the collection
        </Link>
      </Centered>
    </>
  )
}
