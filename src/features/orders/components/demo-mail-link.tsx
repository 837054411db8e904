// Where the demo sends nothing, it says where the queued email can be read.
import { Link } from '@tanstack/react-router'

export function DemoMailLink() {
  if (!__DEMO_BACKEND__) return null
  return (
    <p>
      This demo sends no email: <Link to="/demo-mail">read it in the demo outbox</Link>.
    </p>
  )
}
