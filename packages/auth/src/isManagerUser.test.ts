import { describe, expect, it } from 'vitest';
import { isManagerUser } from './isManagerUser';

describe('isManagerUser', () => {
  it.each([
    [3, true],
    ['3', true],
    [1, false],
    [2, false],
    ['2', false],
    [undefined, false],
  ])('compRoleIds %j → %s', (compRoleIds, expected) => {
    expect(isManagerUser({ compRoleIds })).toBe(expected);
  });
  it('nobody is not a manager user', () => {
    expect(isManagerUser(undefined)).toBe(false);
  });
});
