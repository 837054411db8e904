// A parcel's tracking page at its carrier, from the carrier's name as the owner types it at Mark shipped and the
// tracking number. Carriers the shop does not know get no link: the shopper still has the name and the number.

/** Known carriers: the words an owner may type for them, and their tracking page for a number. */
const CARRIERS: readonly { names: RegExp; url: (number: string) => string }[] = [
  { names: /^dhl( express| paket)?$/, url: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}` },
  { names: /^(deutsche post|post)$/, url: (n) => `https://www.deutschepost.de/sendung/simpleQuery.html?form.sendungsnummer=${n}` },
  { names: /^dpd$/, url: (n) => `https://tracking.dpd.de/status/en_US/parcel/${n}` },
  { names: /^gls$/, url: (n) => `https://gls-group.com/track/${n}` },
  { names: /^hermes$/, url: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#${n}` },
  { names: /^ups$/, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { names: /^fedex$/, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { names: /^an post$/, url: (n) => `https://www.anpost.com/Post-Parcels/Track/History?item=${n}` },
  { names: /^(usps|us postal service)$/, url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { names: /^royal mail$/, url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
]

/** The carrier's tracking page for this parcel, or null for a carrier the shop does not know. */
export function trackingUrl(shipment: { carrier: string; trackingNumber: string }): string | null {
  const carrier = shipment.carrier.trim().toLowerCase().replace(/\s+/g, ' ')
  const known = CARRIERS.find(({ names }) => names.test(carrier))
  return known ? known.url(encodeURIComponent(shipment.trackingNumber.trim())) : null
}
