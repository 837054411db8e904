// An order's id is its number: the one string the shopper reads on the order pages and in the mails, and types
// when they write to the shop about a return. Crockford's base32 (digits and capitals without I, L, O and U, which
// are misread or misheard), from the platform's random source. It is no secret: reading an order takes its token,
// its checkout session or its owner's sign-in. Orders from before it kept their longer ids, and those ids stay
// their numbers. The id is written with a create-if-absent write, so the rare repeat fails rather than overwrites.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** 50 random bits. */
export const ORDER_NUMBER_LENGTH = 10

export function newOrderNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ORDER_NUMBER_LENGTH))
  // 32 divides 256, so every character is as likely as every other.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}
