import type { UserInput } from './types';

/**
 * Post-pay account: `payType` `A` (SPEC §6).
 *
 * @example isPostPay({ payType: 'A' }) // true
 */
export function isPostPay(user: UserInput): boolean {
  return user?.payType === 'A';
}
