import { describe, expect, it } from 'vitest'
import { likelyCountry } from './likely-country'

describe('likelyCountry', () => {
  it('takes the region of the first preferred language that names a country the shop ships to', () => {
    expect(likelyCountry(['de-AT', 'de'])).toBe('AT')
    expect(likelyCountry(['en', 'pt-BR', 'en-GB'])).toBe('GB')
    expect(likelyCountry(['zh-Hant-TW', 'fr-FR'])).toBe('FR')
  })

  it('guesses nothing from languages without a region, regions the shop does not ship to, or broken tags', () => {
    expect(likelyCountry(['de', 'fr'])).toBeNull()
    expect(likelyCountry(['ja-JP', 'es-419'])).toBeNull()
    expect(likelyCountry(['not a tag', ''])).toBeNull()
    expect(likelyCountry([])).toBeNull()
  })
})
