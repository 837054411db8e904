/** Ends the current task so the browser can respond (and the page's blocking time stays low); the rest runs later. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
