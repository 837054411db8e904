// Stripe's request bodies are form-encoded with brackets for nesting: line_items[0][price_data][unit_amount]=2500.
// Read back into objects (and lists where every key is an index), values left as the strings they were sent as.
type FormValue = string | FormObject | FormValue[]
export interface FormObject {
  [key: string]: FormValue
}

const isIndexed = (object: FormObject) => Object.keys(object).every((key) => /^\d+$/.test(key))

function listsOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const entries = Object.entries(value).map(([key, inner]) => [key, listsOf(inner)] as const)
  if (entries.length > 0 && isIndexed(value)) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
  return Object.fromEntries(entries)
}

export function parseForm(body: string): FormObject {
  const root: FormObject = {}
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.replace(/\]/g, '').split('[')
    let node = root
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] = value
      else node = (node[key] ??= {}) as FormObject
    })
  }
  return listsOf(root) as FormObject
}
