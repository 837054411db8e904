// Bodies of the owner's Refund button that are neither a whole order's refund nor chosen lines', or are both: each
// door (the functions, the demo's /api) and the schema itself must refuse every one with the same 400.
export const malformedRefundBodies = (attemptId: string): unknown[] => [
  { attemptId, line: [{ line: 0, quantity: 1 }], restock: true },
  { attemptId, amountCents: 1000, lines: [{ line: 0, quantity: 1 }], restock: true },
  { attemptId, amountCents: '10.00' },
  { amountCents: 1000 },
  null,
  [],
]
