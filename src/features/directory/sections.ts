export interface DirectorySection {
  id: number
  title: string
  imageUrl: string
  /** Relative to the current path, as the spec defines it ('shop/bags'). */
  linkUrl: string
  size?: 'large'
}

// The directory never changes.
export const DIRECTORY_SECTIONS: readonly DirectorySection[] = [
  { id: 1, title: 'bags', imageUrl: 'images/bags.png', linkUrl: 'shop/bags' },
  { id: 2, title: 'apparel', imageUrl: 'images/apparel.jpg', linkUrl: 'shop/apparel' },
  { id: 3, title: 'accessories', imageUrl: 'images/accessories.png', linkUrl: 'shop/accessories' },
  { id: 4, title: 'city', imageUrl: 'images/city.png', linkUrl: 'shop/city', size: 'large' },
  { id: 5, title: 'adventure', imageUrl: 'images/adventure.png', linkUrl: 'shop/adventure', size: 'large' },
]

/** 'shop/bags' → 'bags': tiles always point at a collection page. */
export function collectionSlugFromLink(linkUrl: string): string {
  return linkUrl.replace(/^\/?shop\//, '')
}

/** The WebP twin shipped beside each tile image, or its narrower version (large tiles come 760 wide too). */
export const webpVariant = (imageUrl: string, width?: number): string => imageUrl.replace(/\.(png|jpe?g)$/i, width ? `-${width}.webp` : '.webp')
