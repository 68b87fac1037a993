import { describe, expect, it } from 'vitest';
import { hasPermission } from './hasPermission';
import type { StoredUser } from './types';

const user: StoredUser = {
  permissionList: ['report:view', 'report:order', 'comp_asgn:edit', 'both:granted-and-reversed'],
  reversalPermissionList: ['both:granted-and-reversed', 'reversed:only'],
};

describe('hasPermission', () => {
  it.each([
    ['report:view', true, 'granted'],
    ['report:export', false, 'not granted'],
    ['both:granted-and-reversed', false, 'reversal beats grant'],
    ['reversed:only', false, 'reversed and not granted'],
    ['REPORT:VIEW', false, 'case matters'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (permission, expected) => {
    expect(hasPermission(user, permission)).toBe(expected);
  });

  it.each([
    [['report:export', 'report:view'], true, 'any one passes'],
    [['report:export', 'report:delete'], false, 'none granted'],
    [['both:granted-and-reversed', 'report:order'], true, 'one reversed, another granted'],
    [['both:granted-and-reversed', 'reversed:only'], false, 'all reversed'],
    [[], false, 'empty list'],
  ])('%j → %s (%s)', (permissions, expected) => {
    expect(hasPermission(user, permissions)).toBe(expected);
  });

  it.each([
    [1, true],
    [2, true],
    ['1', true],
    ['2', true],
    [3, false],
    ['3', false],
    [0, false],
    [undefined, false],
    [null, false],
    ['12', false],
    [' 1', false],
    [[1], false],
  ])('comp_asgn: with compRoleIds %j → %s', (compRoleIds, expected) => {
    expect(hasPermission({ ...user, compRoleIds } as never, 'comp_asgn:edit')).toBe(expected);
  });

  it('comp_asgn: still needs the grant, even for role 1', () => {
    expect(hasPermission({ ...user, compRoleIds: 1 }, 'comp_asgn:other')).toBe(false);
  });
  it('comp_asgn: is still denied by a reversal', () => {
    const reversed = { ...user, compRoleIds: 2, reversalPermissionList: ['comp_asgn:edit'] };
    expect(hasPermission(reversed, 'comp_asgn:edit')).toBe(false);
  });
  it('an array passes through a comp_asgn: that the role allows', () => {
    expect(hasPermission({ ...user, compRoleIds: 3 }, ['comp_asgn:edit', 'report:view'])).toBe(
      true,
    );
    expect(hasPermission({ ...user, compRoleIds: 3 }, ['comp_asgn:edit', 'report:x'])).toBe(false);
  });

  it.each([
    [null, 'no user'],
    [{}, 'no lists'],
    [{ permissionList: 'report:view' }, 'list is a string'],
    [{ permissionList: { 0: 'report:view' } }, 'list is an object'],
  ])('denies with %j (%s)', (input, _why) => {
    expect(hasPermission(input as never, 'report:view')).toBe(false);
  });
  it('a reversal list that is not an array denies nothing', () => {
    expect(
      hasPermission({ permissionList: ['a'], reversalPermissionList: 'a' } as never, 'a'),
    ).toBe(true);
  });
  it.each([5, null, {}, ['report:view']])(
    'a non-string permission %j never passes (nested arrays included)',
    (permission) => {
      expect(
        hasPermission({ permissionList: ['report:view', 5 as never] }, [permission] as never),
      ).toBe(false);
    },
  );
});
