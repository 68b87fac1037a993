import { text } from './_lib/text';
import type { UserInput } from './types';

/** The scan-type markers, which SPEC §6 leaves to configuration. */
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
 * Scan-type user (SPEC §6): the login name ends in `@` and one of `domains` (case ignored), or
 * the `loginId` starts with one of `loginIdPrefixes`. Empty entries match nothing.
 *
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
