// The owners' staff list through the shop's /api (decision 047): who works here as staff, adding an account that has
// signed up by its email, and removing one. The server checks that the caller is an owner; a refusal is its sentence.
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { callApi } from '../../orders/api/shop-api'

const Member = v.object({ uid: v.string(), email: v.string(), since: v.nullable(v.string()), by: v.nullable(v.string()) })

export type StaffMember = v.InferOutput<typeof Member>

/** The staff, by email. Always read afresh: another owner may change the list meanwhile. */
export const staffListQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: async (): Promise<StaffMember[]> => {
      const result = await callApi('/admin/staff', v.object({ staff: v.array(Member) }), { signedIn: true })
      if (!result.ok) throw new Error(result.error.message)
      return result.data.staff
    },
    staleTime: 0,
  })

type Answer = { ok: true; member: StaffMember; done: boolean } | { ok: false; message: string }

export async function addStaffMember(email: string): Promise<Answer> {
  const result = await callApi('/admin/staff', v.object({ added: v.boolean(), member: Member }), { body: { email }, signedIn: true })
  return result.ok ? { ok: true, member: result.data.member, done: result.data.added } : { ok: false, message: result.error.message }
}

export async function removeStaffMember(uid: string): Promise<Answer> {
  const result = await callApi(`/admin/staff/${encodeURIComponent(uid)}/remove`, v.object({ removed: v.literal(true), member: Member }), {
    body: {},
    signedIn: true,
  })
  return result.ok ? { ok: true, member: result.data.member, done: true } : { ok: false, message: result.error.message }
}
