// The average of an item's stars, apart from the summary's schema: product pages show it and its JSON-LD carries it
// on their first paint, which must not bring the schema's code along.

/** The average of the stars, to one decimal (4.3); 0 with no reviews. */
export const averageRating = (summary: { count: number; sum: number }): number =>
  summary.count === 0 ? 0 : Math.round((summary.sum / summary.count) * 10) / 10
