// The id of an item's stock document, on its own: the demo's mock state seeds stock documents at start-up and
// should not load the order code to name them.

/** stock/{collectionId}_{itemId}: the item id is a whole number, so the last '_' splits the id unambiguously. */
export const stockDocumentId = (collectionId: string, itemId: number): string => `${collectionId}_${itemId}`
