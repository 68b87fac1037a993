import { CURRENCY_CODES } from '../CURRENCY_CODES';

const hasOwn = Object.prototype.hasOwnProperty;
const IGNORED = /[\s、,，/和及+＋]/g;

/**
 * The table's code for a Chinese name (`''` for a generic one), or `undefined` when the
 * name is not in the table. White space and joining marks are ignored, so '港币、人民币'
 * finds the combination 港币人民币.
 */
export function lookupCurrency(chineseName: string): string | undefined {
  if (chineseName.length > 100) return undefined;
  const key = chineseName.replace(IGNORED, '');
  return hasOwn.call(CURRENCY_CODES, key) ? CURRENCY_CODES[key] : undefined;
}
