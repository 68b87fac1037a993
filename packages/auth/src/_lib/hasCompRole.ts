import type { UserInput } from '../types';

/** True when the user's `compRoleIds` is one of `roles`, given as numbers and as strings. */
export function hasCompRole(user: UserInput, roles: ReadonlyArray<number | string>): boolean {
  return roles.includes(user?.compRoleIds as number);
}
