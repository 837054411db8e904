import { describe, expect, it } from 'vitest'
import { trackingUrl } from './tracking'

describe('trackingUrl', () => {
  it('links a known carrier’s tracking page for the number, however the owner wrote its name', () => {
    expect(trackingUrl({ carrier: 'DHL', trackingNumber: 'CX123456789IE' })).toBe('https://www.dhl.com/global-en/home/tracking.html?tracking-id=CX123456789IE')
    expect(trackingUrl({ carrier: '  an   Post ', trackingNumber: 'CX1' })).toBe('https://www.anpost.com/Post-Parcels/Track/History?item=CX1')
    expect(trackingUrl({ carrier: 'UPS', trackingNumber: '1Z 999' })).toBe('https://www.ups.com/track?tracknum=1Z%20999')
  })

  it('gives no link for a carrier it does not know, and never lets the number change the address', () => {
    expect(trackingUrl({ carrier: 'Bob’s Bikes', trackingNumber: '1' })).toBeNull()
    expect(trackingUrl({ carrier: 'DHL', trackingNumber: '1&x=<y>#z' })).toBe(
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=1%26x%3D%3Cy%3E%23z',
    )
  })
})
