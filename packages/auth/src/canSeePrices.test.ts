import { describe, expect, it } from 'vitest';
import { canSeePrices } from './canSeePrices';

describe('canSeePrices', () => {
  it.each([
    [{ mainUserFlag: true }, true, 'main user (boolean)'],
    [{ mainUserFlag: 'Y' }, true, 'main user (Y)'],
    [{ mainUserFlag: 1 }, true, 'main user (1)'],
    [{ showCredit: 'Y' }, true, 'showCredit Y'],
    [{ mainUserFlag: 'N', showCredit: 'Y' }, true, 'not main, showCredit Y'],
    [{ mainUserFlag: false, showCredit: 'N' }, false, 'neither'],
    [{ mainUserFlag: 'N' }, false, 'main user N'],
    [{ mainUserFlag: 0, showCredit: '' }, false, 'zero and empty'],
    [{}, false, 'no flags'],
    [null, false, 'nobody'],
  ])('%j → %s (%s)', (user, expected, _why) => {
    expect(canSeePrices(user)).toBe(expected);
  });
});
