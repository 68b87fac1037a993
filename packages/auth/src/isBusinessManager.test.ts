import { describe, expect, it } from 'vitest';
import { isBusinessManager } from './isBusinessManager';

describe('isBusinessManager', () => {
  it.each([
    [2, true],
    ['2', true],
    [1, false],
    [3, false],
    ['3', false],
    [undefined, false],
    [[2], false],
    ['2 ', false],
  ])('compRoleIds %j → %s', (compRoleIds, expected) => {
    expect(isBusinessManager({ compRoleIds } as never)).toBe(expected);
  });
  it('nobody is not a business manager', () => {
    expect(isBusinessManager(null)).toBe(false);
  });
});
