import { queryOptions } from '@tanstack/react-query'

/**
 * The account's role in the back office ('owner', 'staff' or null), from its ID token's claims; asked once per
 * account, and again by the back office as it opens. Its code loads only for a signed-in account.
 */
export const backOfficeRoleQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['back-office-role', uid],
    queryFn: async () => (await import('../../../lib/firebase/back-office-claim')).backOfficeRole(),
    staleTime: Infinity,
  })
