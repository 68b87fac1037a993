/**
 * The decimal precision of the platform: `divide` keeps 60 significant digits, `div` on a value
 * `parseAmount` returns keeps 60 decimal places, and `decimals` options stop at 60. A module of
 * its own, so that reading options never brings big.js into a bundle.
 */
export const DECIMAL_PRECISION = 60;
