// Work that has to be done while the shopper is still signed in (the cart's last change saved to their account),
// and what follows once they have signed out or failed to. The code that needs it registers a task while it runs;
// signing out (auth-actions.ts) runs every task first. A task keeps its own time limit: signing out never waits long.

/** What a task does after the sign-out: `signedOut` is false when it failed and the shopper is still signed in. */
type Finish = (signedOut: boolean) => void
type Task = () => Promise<Finish>

const tasks = new Set<Task>()

/** Waits for `work` or `ms`, whichever ends first (a failure of `work` first is thrown): a task's own time limit. */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let patience: ReturnType<typeof setTimeout> | undefined
  await Promise.race([work, new Promise((resolve) => (patience = setTimeout(resolve, ms)))])
  clearTimeout(patience)
}

/** Registers `task` until the returned function is called. */
export function beforeSignOut(task: Task): () => void {
  tasks.add(task)
  return () => void tasks.delete(task)
}

/** Runs every task, and gives what they do after the sign-out. A task that fails does nothing after it. */
export async function runBeforeSignOut(): Promise<Finish> {
  const finishes = await Promise.all(
    [...tasks].map((task) =>
      task().catch((error: unknown) => {
        console.error('A task before signing out failed', error)
        return () => {}
      }),
    ),
  )
  return (signedOut) => finishes.forEach((finish) => finish(signedOut))
}
