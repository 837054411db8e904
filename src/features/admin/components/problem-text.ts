// A problem as the schema and the server word it ('price: must be …', "units 'M/navy': …") in the words of the
// form's labels, so the owner knows which field to fix.
import { NAME_LISTS } from '../../../lib/catalog/variant'

const LABELS: Record<string, string> = {
  collection: 'Collection',
  name: 'Name',
  description: 'Description',
  price: 'Price',
  // Each option's typed list as the form labels it ('Sizes'), so a new option's list needs no entry here.
  ...Object.fromEntries(NAME_LISTS.map(({ field, plural }) => [field, plural])),
  colors: 'Colours',
  imageUrl: 'Picture',
  images: 'Extra pictures',
  units: 'Starting stock',
}

/** The field a problem is about: the word it starts with. */
export const fieldOf = (problem: string): string => /^[A-Za-z]+/.exec(problem)?.[0] ?? ''

export function problemText(problem: string): string {
  const field = fieldOf(problem)
  const label = LABELS[field]
  return label ? `${label}${problem.slice(field.length)}` : problem
}
