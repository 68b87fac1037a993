import { describe, expect, it } from 'vitest';
import { canUpgrade } from './canUpgrade';

describe('canUpgrade', () => {
  it.each([
    ['Y', true],
    ['y', true],
    ['N', false],
    ['', false],
    ['YES', false],
    [undefined, false],
  ])('canUpgrade %j → %s', (value, expected) => {
    expect(canUpgrade({ canUpgrade: value })).toBe(expected);
  });
  it('nobody cannot upgrade', () => {
    expect(canUpgrade(null)).toBe(false);
  });
});
