import { describe, expect, it } from 'vitest';
import { isAdmin } from './isAdmin';

const ADMIN = 'sys:platform_mgnt_admin:view';

describe('isAdmin', () => {
  it.each([
    [{ permissionList: [ADMIN] }, true, 'holds the admin permission'],
    [{ permissionList: ['report:view', ADMIN] }, true, 'among others'],
    [{ permissionList: [ADMIN], reversalPermissionList: [ADMIN] }, false, 'reversed'],
    [{ permissionList: ['sys:platform_mgnt_admin'] }, false, 'a prefix is not enough'],
    [{ compRoleIds: 1 }, false, 'a company role is not admin'],
    [null, false, 'nobody'],
  ])('%j → %s (%s)', (user, expected, _why) => {
    expect(isAdmin(user)).toBe(expected);
  });
});
