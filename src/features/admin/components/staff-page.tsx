// The owners' staff list: who works in the back office as staff (their email, when they were added and by whom),
// a Remove per member that asks once more before their role and sessions end, and the form that adds an account by
// its email. What became of each press is said in one place, which takes the focus (action-outcome.tsx).
import styled from '@emotion/styled'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button, outlinedButton } from '../../../components/button'
import { theme } from '../../../styles/theme'
import { removeStaffMember, staffListQueryOptions, type StaffMember } from '../api/staff-list'
import { ActionOutcome, type Outcome } from './action-outcome'
import { EntryList } from './entry-list'
import { AddStaffForm } from './add-staff-form'
import { Confirm } from './confirm-step'
import { shopDate } from '../../../lib/orders/shop-time'

const List = styled(EntryList)`
  h3 {
    margin: 0 0 0.25rem;
    font-size: ${theme.font.size.body};
  }
  p {
    margin: 0 0 0.75rem;
    color: ${theme.color.muted};
  }
  > li > button {
    ${outlinedButton}
  }
`

const Wrapping = styled.div`
  overflow-wrap: break-word;
`

const day = (iso: string | null) => (iso ? shopDate(iso) : null)

function addedWords(member: StaffMember): string {
  const when = day(member.since)
  const by = member.by ? ` by ${member.by}` : ' from the command line'
  return when ? `Added ${when}${by}` : `Added${by}`
}

interface EntryProps {
  member: StaffMember
  busy: boolean
  onRemove: (member: StaffMember) => Promise<void>
}

/** One member, and the second step of removing them: the question, "Yes, remove" (focused) and "Not now". */
function StaffEntry({ member, busy, onRemove }: EntryProps) {
  const [confirming, setConfirming] = useState(false)
  const yes = useRef<HTMLButtonElement>(null)
  const removeButton = useRef<HTMLButtonElement>(null)
  const [backToRemove, setBackToRemove] = useState(false)
  useEffect(() => {
    if (confirming) yes.current?.focus()
    else if (backToRemove) removeButton.current?.focus()
  }, [confirming, backToRemove])
  const questionId = `remove-${member.uid}`
  return (
    <li>
      <h3>{member.email}</h3>
      <p>{addedWords(member)}</p>
      {confirming ? (
        <Confirm role="group" aria-labelledby={questionId}>
          <p id={questionId}>Remove {member.email} from the staff? Their sessions end at once and they lose the back office.</p>
          <Button ref={yes} type="button" variant="inverted" disabled={busy} onClick={() => void onRemove(member)}>
            Yes, remove
          </Button>
          <Button
            type="button"
            disabled={busy}
            onClick={() => {
              setBackToRemove(true)
              setConfirming(false)
            }}
          >
            Not now
          </Button>
        </Confirm>
      ) : (
        <button ref={removeButton} type="button" aria-label={`Remove ${member.email}`} onClick={() => setConfirming(true)}>
          Remove
        </button>
      )}
    </li>
  )
}

export function StaffPage() {
  const queryClient = useQueryClient()
  const { data: staff } = useSuspenseQuery(staffListQueryOptions())
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  const reload = () => queryClient.invalidateQueries({ queryKey: staffListQueryOptions().queryKey })

  async function remove(member: StaffMember) {
    setBusy(true)
    const answer = await removeStaffMember(member.uid)
    await reload()
    setBusy(false)
    setOutcome(
      answer.ok
        ? { ok: true, text: `${member.email} is no longer staff. Their sessions have ended; they must sign in again.` }
        : { ok: false, text: answer.message, stale: false },
    )
  }

  return (
    <Wrapping>
      <p>Staff see the orders and the customers, ship, deliver and record returns. They never refund, cancel or change the catalog.</p>
      <ActionOutcome outcome={outcome} focusSaved />
      <h2 id="staff-heading">Staff</h2>
      {staff.length === 0 ? (
        <p>No staff yet.</p>
      ) : (
        <List aria-labelledby="staff-heading">
          {staff.map((member) => (
            <StaffEntry key={member.uid} member={member} busy={busy} onRemove={remove} />
          ))}
        </List>
      )}
      <AddStaffForm onAdded={reload} />
    </Wrapping>
  )
}
