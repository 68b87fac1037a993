import { text } from './_lib/text';
import { daysUntilExpiry } from './daysUntilExpiry';
import type { UserInput } from './types';

/** Categories warned whenever the end date is 90 days away or nearer. */
const ALWAYS_WARN = /^SET_STAD_(?:COVID19|API_IDEN|COMP_IDEN|TRIAL30)$/;

/**
 * Whether to warn that the account expires, by Shanghai calendar days until
 * `endDate`: more than 90, never; type 1, at 90 or fewer; categories SET_STAD_COVID19,
 * SET_STAD_API_IDEN, SET_STAD_COMP_IDEN and SET_STAD_TRIAL30, at 90 or fewer; type 2 with
 * category N or SET_T, and everyone else, at 30 or fewer. An expired account is warned too.
 * A missing or invalid `endDate` never warns.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @param now - The moment to count from (ms since 1970 or a `Date`).
 * @returns Whether to show the expiry warning.
 * @example shouldWarnExpiry({ type: 1, endDate: '2025-06-01' }, new Date('2025-03-15')) // true
 */
export function shouldWarnExpiry(user: UserInput, now?: number | Date): boolean {
  const days = daysUntilExpiry(user, now);
  const type: unknown = user?.type;
  // The type-2 N/SET_T row and the "otherwise" row share the 30-day threshold.
  return (
    days !== null &&
    days <= 90 &&
    (type === 1 || type === '1' || ALWAYS_WARN.test(text(user?.category)) || days <= 30)
  );
}
