/** The shop's name: the home link's label, the home page's heading and every page title. */
export const SHOP_NAME = 'Crown Clothing'

/** 'Checkout | Crown Clothing'; the shop's name alone for the home page. */
export const pageTitle = (page?: string): string => (page ? `${page} | ${SHOP_NAME}` : SHOP_NAME)
