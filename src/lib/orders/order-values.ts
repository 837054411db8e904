// The values an order's fields are made of, checked alike wherever an order or its parts are read.
import * as v from 'valibot'

/** A whole number of cents. */
export const Cents = v.pipe(v.number(), v.safeInteger())
/** A time as ISO text. */
export const Time = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
)
export const Text = v.string()
/** A place in a list, or a count: a whole number from 0. */
export const Index = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
