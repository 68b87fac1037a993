import { describe, expect, it } from 'vitest';
import { isUscc } from './isUscc';

describe('isUscc', () => {
  it.each(['91350100M000100Y43', '91110000802100433B', '91440300708461136T'])(
    'accepts %s',
    (value) => {
      expect(isUscc(value)).toBe(true);
    },
  );
  it.each([
    ['91350100M000100Y44', 'wrong check character'],
    ['91350100m000100y43', 'lower case'],
    ['9135010OM000100Y43', 'letter O in the region code'],
    ['91350100I000100Y43', 'letter I'],
    ['91350100M000100Y4', '17 characters'],
    ['91350100M000100Y433', '19 characters'],
    ['９１３５０１００Ｍ０００１００Ｙ４３', 'full-width'],
    [' 91350100M000100Y43', 'leading space'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isUscc(value)).toBe(false);
  });
  it.each([null, 913501000001004, {}])('rejects non-string %j', (value) => {
    expect(isUscc(value)).toBe(false);
  });
});
