import { shop } from 'virtual:shop-info'

/** The shop's name (src/content/shop-details.ts): the home link's label, the home page's heading and every page title. */
export const SHOP_NAME = shop.name

/** 'Checkout | Crown Clothing'; the shop's name alone for the home page. */
export const pageTitle = (page?: string): string => (page ? `${page} | ${SHOP_NAME}` : SHOP_NAME)
