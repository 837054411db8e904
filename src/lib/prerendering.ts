/**
 * True while the build prerenders pages to static HTML (in Node, no window). Parts that depend on the
 * visitor's browser (stored cart, saved session) render neutrally then; the client render fills them in.
 */
export const isPrerendering = typeof window === 'undefined'
