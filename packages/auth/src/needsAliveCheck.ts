import type { UserInput } from './types';

/**
 * Security policy `ADV` turns on the user-alive check (SPEC §6).
 *
 * @example needsAliveCheck({ securityPolicy: 'ADV' }) // true
 */
export function needsAliveCheck(user: UserInput): boolean {
  return user?.securityPolicy === 'ADV';
}
