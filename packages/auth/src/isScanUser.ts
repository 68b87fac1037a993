import { text } from './_lib/text';
import type { UserInput } from './types';

/** The scan-type markers, which each deployment configures. */
export interface ScanUserRules {
  /** Company mail domains, e.g. `example.com`. */
  domains?: readonly string[];
  /** Prefixes of a scan user's `loginId`. */
  loginIdPrefixes?: readonly string[];
}

function someEntry(list: unknown, test: (entry: string) => boolean): boolean {
  return Array.isArray(list) && list.some((entry) => text(entry) !== '' && test(entry));
}

/**
 * Scan-type user: the login name ends in `@` and one of `domains` (case ignored), or
 * the `loginId` starts with one of `loginIdPrefixes`. Empty entries match nothing.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @param rules - The scan-type markers: login-name `domains` and `loginIdPrefixes`.
 * @returns Whether the user is a scan-type user.
 * @example isScanUser({ loginName: 'scan@example.com' }, { domains: ['example.com'] }) // true
 */
export function isScanUser(user: UserInput, rules: ScanUserRules): boolean {
  const name = text(user?.loginName).toLowerCase();
  const id = text(user?.loginId);
  return (
    someEntry(rules?.domains, (domain) => name.endsWith(`@${domain.toLowerCase()}`)) ||
    someEntry(rules?.loginIdPrefixes, (prefix) => id.startsWith(prefix))
  );
}
