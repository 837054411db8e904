// The modules scripts/shop-info-plugin.ts makes of ./shop-info.ts.

declare module 'virtual:shop-info' {
  export const shop: import('./shop-info-schema').ShopDetails
  export const infoPages: Record<import('./shop-info-schema').InfoPath, import('./shop-info-schema').InfoPageSummary>
}

declare module 'virtual:info-page/*' {
  const page: import('./shop-info-schema').InfoPageBody
  export default page
}

declare module 'virtual:info-pages' {
  export const loadInfoPage: Record<import('./shop-info-schema').InfoPath, () => Promise<{ default: import('./shop-info-schema').InfoPageBody }>>
}
