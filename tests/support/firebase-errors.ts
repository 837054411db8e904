/**
 * The FirebaseError code a call fails with ('permission-denied', 'auth/…'), or 'resolved' when it succeeds: a
 * test can then compare codes with toBe and see the success case in the failure message.
 */
export const codeOf = (promise: Promise<unknown>): Promise<string | undefined> =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  )
