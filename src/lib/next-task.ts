/**
 * Ends the current task so the browser can handle input and paint; the caller goes on in a task of its own. Long
 * work over data from outside (a large catalog) is cut into slices with it.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
