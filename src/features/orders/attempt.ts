// One id per press of the order button, kept until the shopper changes what they buy: a retry or a second click
// of the same attempt gets the same order from the server, never a second one.
export const newAttemptId = (): string => crypto.randomUUID().replaceAll('-', '')
