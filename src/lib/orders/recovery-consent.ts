// The checkout's box for the mail of a checkout left unpaid, in these words: the consent an order records is to this
// sentence (recovery-mail.ts). Apart from the mail, so the checkout page carries the sentence and nothing of the mail.
export const RECOVERY_CONSENT = 'Email me a link to finish this order if I don’t pay for it'
