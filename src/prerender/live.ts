// What the rest of the app knows of the moments before it is live: one hook, `useHydrated()`, and one marker,
// `keepsEarlyTap(key)`. Everything else about a prerendered page (its inline script, the cart count it shows, the
// taps it records, the hand-off to the router) stays in this folder. This file imports nothing from the app, so
// every layer may use it.
//
// The one rule for what a shopper does before the app is live: a control that acts then (a button or a radio) is
// marked with `keepsEarlyTap`, and its taps are recorded and replayed once it is live, in order, each on the page
// as the tap before left it (Add to Cart, the cart button, a product's size and colour radios). A control that
// cannot act before the app does is disabled until `useHydrated()` (a form's submit, the list's filters). Text
// fields and links need neither: they are the browser's, and the app reads a field's text when its form is sent.
import type { RefCallback } from 'react'
import { useSyncExternalStore } from 'react'

/** The attribute `<html>` gets once the app handles the page; styles for the prerendered page alone key on its absence. */
export const LIVE_ATTRIBUTE = 'data-live'

/** Marks a control whose taps before the app is live are kept: the page records them and the app replays them. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap'

/**
 * Set on a marked control once React has hydrated it. React hydrates a page in parts (each Suspense boundary on
 * its own), and a click on a part not hydrated yet is lost: the replay waits for this.
 */
export const TAP_LIVE_ATTRIBUTE = 'data-early-tap-live'

const subscribe = () => () => {}

/**
 * False while prerendering and while React hydrates a prerendered page, true afterwards (and from the start in
 * a page rendered by the client alone). Parts that depend on this browser's storage wait for it, so the first
 * client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

const liveListeners = new Set<() => void>()

/** Calls `listener` each time a marked control becomes live; returns the function that stops it. */
export function onTapTargetLive(listener: () => void): () => void {
  liveListeners.add(listener)
  return () => void liveListeners.delete(listener)
}

// React calls a ref only for an element it owns, so only once that part of the page is hydrated.
const markLive: RefCallback<HTMLElement> = (element) => {
  if (!element) return
  element.setAttribute(TAP_LIVE_ATTRIBUTE, '')
  for (const listener of liveListeners) listener()
}

/**
 * Marks a button or a radio (the two controls the replay knows how to tap) whose taps before the app is live count
 * as taps once it is: `<button {...keepsEarlyTap('cart')}>`. `key` names the control on the page (the same key on
 * the prerendered page and in the app). A component with a ref of its own calls the marker's `ref` from it.
 */
export function keepsEarlyTap(key: string): { [EARLY_TAP_ATTRIBUTE]: string; ref: RefCallback<HTMLElement> } {
  return { [EARLY_TAP_ATTRIBUTE]: key, ref: markLive }
}
