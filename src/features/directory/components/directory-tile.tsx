import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { theme } from '../../../styles/theme'
import { collectionSlugFromLink, webpVariant, type DirectorySection } from '../sections'

const tileStyle = (large: boolean) => css`
  position: relative;
  display: grid;
  place-items: center;
  grid-column: span ${large ? 3 : 2};
  aspect-ratio: ${large ? '3 / 2' : '19 / 12'};
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  text-decoration: none;
  ${theme.breakpoint.narrow} {
    grid-column: span 6;
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 4s cubic-bezier(0.25, 0.45, 0.45, 0.95);
  }
  &:hover img,
  &:focus-visible img {
    transform: scale(1.08);
  }
`
const Label = styled.span`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 0.75rem 1.5rem;
  border: 1px solid ${theme.color.text};
  background: rgb(255 255 255 / 88%);
`
const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.large};
  font-weight: ${theme.font.weight.bold};
`
const Subtitle = styled.span`
  font-size: ${theme.font.size.small};
  font-weight: ${theme.font.weight.regular};
`

export function DirectoryTile({ section, eager, first }: { section: DirectorySection; eager: boolean; first: boolean }) {
  const src = `${import.meta.env.BASE_URL}${section.imageUrl}`
  const large = section.size === 'large'
  return (
    <Link to="/shop/$collectionSlug" params={{ collectionSlug: collectionSlugFromLink(section.linkUrl) }} css={tileStyle(large)}>
      <picture>
        {large ? (
          // Phones show every tile at full width, where the 760-wide version is plenty.
          <source srcSet={`${webpVariant(src, 760)} 760w, ${webpVariant(src)} 1160w`} sizes="(max-width: 800px) 100vw, 50vw" type="image/webp" />
        ) : (
          <source srcSet={webpVariant(src)} type="image/webp" />
        )}
        <img
          src={src}
          alt=""
          width={large ? 1160 : 760}
          height={large ? 760 : 480}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(first ? { fetchPriority: 'high' as const } : {})}
        />
      </picture>
      <Label>
        <Title>{section.title.toUpperCase()}</Title>
        <Subtitle>SHOP NOW</Subtitle>
      </Label>
    </Link>
  )
}
