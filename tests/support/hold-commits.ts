// Holds the mock backend's Firestore commits, as a slow network does, for tests of what happens meanwhile.
import { http } from 'msw'
import { server } from '../../mocks/node'

/** Holds every commit until `release` is called; `held` resolves when the first arrives. */
export function holdCommits() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  let arrived = () => {}
  const held = new Promise<void>((resolve) => (arrived = resolve))
  // Answering nothing passes the request on to the mock backend's own handler.
  server.use(
    http.post(/:commit$/, async () => {
      arrived()
      await gate
    }),
  )
  return { held, release }
}
