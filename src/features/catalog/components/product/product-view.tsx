import styled from '@emotion/styled'
import { Fragment, useId, type ReactNode, type Ref } from 'react'
import { theme } from '../../../../styles/theme'
import type { CatalogItem, Variant } from '../../types'
import { closeUpsFor, colorOf, imageFor, isComplete, isOptionSoldOut, stockOf } from '../../variant-display'
import { OptionChooser } from './option-chooser'
import { ProductGallery } from './product-gallery'
import { PriceTerms } from './price-terms'
import { offerOf } from '../../item-offer'
import { PriceTag } from '../price-tag'

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 2.5rem;
  align-items: start;
  ${theme.breakpoint.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 1.5rem;
  }
`
const Info = styled.section`
  min-width: 0;
  h1 {
    margin: 0 0 0.5rem;
    font-size: ${theme.font.size.display};
    overflow-wrap: break-word;
  }
`
const Price = styled.p`
  margin: 0 0 1rem;
  font-size: ${theme.font.size.heading};
`
const Stock = styled.p`
  min-height: 1.5em;
  margin: 0 0 1rem;
  font-weight: ${theme.font.weight.bold};
`
const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.5rem 1rem;
  margin: 0;
  dt {
    font-weight: ${theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
`

const DetailsTitle = styled.h2`
  margin: 1.5rem 0 0.75rem;
  font-size: ${theme.font.size.heading};
`

const DETAIL_NAMES = { material: 'Material', care: 'Care', fit: 'Fit' } as const

/** 'Only 2 left', 'Sold out', 'In stock'; before the shopper has chosen one variant (a size), nothing. */
function stockText(item: CatalogItem, variant: Variant): string {
  if (!isComplete(item, variant)) return ''
  const stock = stockOf(item, variant)
  if (stock === 0) return 'Sold out'
  if (stock !== null && stock <= 3) return `Only ${stock} left`
  return 'In stock'
}

interface ProductViewProps {
  item: CatalogItem
  /** The choice, as resolveVariant made it from the address. */
  variant: Variant
  onChoose: (variant: Variant) => void
  /** Add to Cart, from the cart; the catalog shows products, it does not sell them. */
  purchase: ReactNode
  /** The size group's id, for Add to Cart to send focus there. */
  sizeGroupId: string
  /** Marks an option's radio so that a tap on it before the page is live is kept (see keepsOptionTap). */
  keepsTap?: (name: string, value: string) => { ref: Ref<HTMLInputElement> }
}

/** The product page's body: pictures, name, price, size and colour choosers, stock, Add to Cart, description and details. */
export function ProductView({ item, variant, onChoose, purchase, sizeGroupId, keepsTap }: ProductViewProps) {
  const color = colorOf(item, variant.color)
  const views = [
    { url: imageFor(item, variant), label: color ? color.name : 'front' },
    ...closeUpsFor(item, variant).map((url, index) => ({ url, label: `close-up ${index + 1}` })),
  ]
  const headingId = useId()
  const details = Object.entries(DETAIL_NAMES).filter(([field]) => item.details?.[field as keyof typeof DETAIL_NAMES])
  return (
    <Layout>
      <ProductGallery key={views[0]?.url} name={item.name} views={views} />
      <Info aria-labelledby={headingId}>
        <h1 id={headingId}>{item.name}</h1>
        <Price>
          <PriceTag offer={offerOf(item)} reserve />
        </Price>
        <PriceTerms sizeGuide={(item.sizes?.length ?? 0) > 0} />
        {item.colors && item.colors.length > 0 && (
          <OptionChooser
            legend={color ? `Colour: ${color.name}` : 'Colour'}
            name="color"
            value={variant.color}
            onChange={(value) => onChoose({ ...variant, color: value })}
            keepsTap={keepsTap}
            options={item.colors.map((option) => ({
              value: option.id,
              label: option.name,
              soldOut: isOptionSoldOut(item, 'color', option.id, variant),
            }))}
          />
        )}
        {item.sizes && item.sizes.length > 0 && (
          <OptionChooser
            id={sizeGroupId}
            legend="Size"
            name="size"
            value={variant.size}
            onChange={(value) => onChoose({ ...variant, size: value })}
            keepsTap={keepsTap}
            options={item.sizes.map((size) => ({
              value: size,
              label: size,
              soldOut: isOptionSoldOut(item, 'size', size, variant),
            }))}
          />
        )}
        <Stock role="status">{stockText(item, variant)}</Stock>
        {purchase}
        {item.description && <p>{item.description}</p>}
        {details.length > 0 && (
          <>
            <DetailsTitle>Details</DetailsTitle>
            <Details>
              {details.map(([field, name]) => (
                <Fragment key={field}>
                  <dt>{name}</dt>
                  <dd>{item.details?.[field as keyof typeof DETAIL_NAMES]}</dd>
                </Fragment>
              ))}
            </Details>
          </>
        )}
      </Info>
    </Layout>
  )
}
