// The demo's outbox: the mail documents the order code queued (confirmations, withdrawal acknowledgements),
// newest first. With a real project the Trigger Email extension sends them; the demo sends nothing, so it shows
// them instead.
import { HttpResponse, type HttpResponseResolver } from 'msw'
import { queuedMail } from './store'

export const listMail: HttpResponseResolver = () =>
  HttpResponse.json({
    mail: queuedMail()
      .reverse()
      .map(({ to, message, queuedAt }) => ({ to, subject: message.subject, text: message.text, queuedAt })),
  })
