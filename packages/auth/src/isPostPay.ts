import type { UserInput } from './types';

/**
 * Post-pay account: `payType` `A`.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns Whether `payType` is 'A'.
 * @example isPostPay({ payType: 'A' }) // true
 */
export function isPostPay(user: UserInput): boolean {
  return user?.payType === 'A';
}
