/** The heart's outline, in a 24 × 24 box: the product's toggle and the header's link draw the same heart. */
export const HEART_PATH = 'M12 20.5s-7.2-4.4-9.1-8.9C1.4 8 3.6 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.4 0 5.6 3.5 4.1 7.1-1.9 4.5-9.1 8.9-9.1 8.9z'
