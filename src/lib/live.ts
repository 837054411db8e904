/**
 * The attribute `<html>` gets once the app has hydrated a prerendered page and handles it (src/prerender/client.tsx's
 * markLive). Before it, the page is the prerendered HTML alone. Browser tests wait for it, and styles for the
 * prerendered page alone key on its absence (src/styles/render-when-near.ts).
 */
export const LIVE_ATTRIBUTE = 'data-live'
