// The shop's public origin, for the payment page's return addresses and the links in mail. It comes from
// configuration only: an address taken from a request's headers (X-Forwarded-Host, Host) would let one forged
// request send every later payer, with their private order link, to someone else's site.

/** Where `npm run dev` serves the app: the origin the Functions emulator returns shoppers to without SHOP_URL. */
export const EMULATOR_SHOP_URL = 'http://localhost:5173'

class ShopUrlError extends Error {
  override name = 'ShopUrlError'
}

/** SHOP_URL checked: an https origin (http only for localhost), no path. Required outside the emulator. */
export function shopOrigin(configured: string, inEmulator: boolean): string {
  const text = configured.trim()
  if (text === '') {
    if (inEmulator) return EMULATOR_SHOP_URL
    throw new ShopUrlError(
      'SHOP_URL is not set: put the shop’s public address in functions/.env (SHOP_URL=https://<project-id>.web.app or your domain) and deploy again.',
    )
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new ShopUrlError(`SHOP_URL is malformed: '${text}' (for example https://shop.example.com)`)
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1'
  if ((url.protocol !== 'https:' && !(local && url.protocol === 'http:')) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new ShopUrlError(`SHOP_URL must be the shop’s origin only, https://host[:port]: '${text}'`)
  }
  return url.origin
}
