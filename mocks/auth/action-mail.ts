// What the mock's action codes share: the link into the shop's action page, and the mail that carries it. Firebase
// sends every action (a password reset, an email change) to the one action URL a project sets, with `mode` and
// `oobCode`; the demo has no mail server, so the mail waits in the demo's outbox (`mail/`).
import { memoryStore } from '../api/memory-store'
import type { Body } from './operations'

/** The shop's page the link opens: the continue URL's origin (the page that asked), else the demo's own. */
export function actionLink(body: Body, mode: 'resetPassword' | 'verifyAndChangeEmail', code: string): string {
  let origin = 'http://localhost:5173'
  try {
    origin = new URL(typeof body.continueUrl === 'string' ? body.continueUrl : '').origin
  } catch {
    // No continue URL: the demo's usual address.
  }
  return `${origin}/reset-password?${new URLSearchParams({ mode, oobCode: code })}`
}

/** A mail in the demo's outbox. */
export async function queueMail(to: string, message: { subject: string; text: string; html: string }): Promise<void> {
  await memoryStore.runTransaction(async (tx) => tx.create(`mail/${memoryStore.newId()}`, { to, message, queuedAt: new Date() }))
}
