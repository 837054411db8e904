import { describe, expect, it } from 'vitest'
import { MAX_NAME_TERM, foldName, nameSearchTerm, nameTerms } from './name-terms'

describe('nameTerms', () => {
  it('holds every beginning of the name from each word on, so a first name, a last name or both find it', () => {
    expect(nameTerms('Ann Lee')).toEqual(['an', 'ann', 'ann l', 'ann le', 'ann lee', 'le', 'lee'])
    for (const q of ['Ann', 'lee', 'ANN LE', '  ann   lee ']) expect(nameTerms('Ann Lee')).toContain(nameSearchTerm(q))
    expect(nameTerms('Ann Lee')).not.toContain(nameSearchTerm('nn'))
  })

  it('compares case, accents and punctuation aside', () => {
    expect(foldName('  José  O’Brien-Smith ')).toBe('jose o brien smith')
    expect(nameTerms('José O’Brien')).toContain(nameSearchTerm('jose o’brien'))
    expect(nameTerms('Zoë')).toContain(nameSearchTerm('ZOE'))
  })

  it('keeps a long name’s terms bounded, and a search longer than the longest term still finds it', () => {
    const name = 'Maximiliane Alexandra Konstantinopoulou-Wittelsbach von Hohenzollern'
    const terms = nameTerms(name)
    expect(Math.max(...terms.map((term) => term.length))).toBeLessThanOrEqual(MAX_NAME_TERM)
    expect(terms.length).toBeLessThan(150)
    expect(terms).toContain(nameSearchTerm(name))
    expect(terms).toContain(nameSearchTerm('konstantinopoulou wittelsbach von'))
  })

  it('has nothing to look for in a search of one letter, or of punctuation only', () => {
    expect(nameSearchTerm('a')).toBeNull()
    expect(nameSearchTerm(' -- ')).toBeNull()
    expect(nameTerms('')).toEqual([])
  })
})
