import { describe, expect, it } from 'vitest';
import { isLei } from './isLei';

describe('isLei', () => {
  // Real LEIs from GLEIF: a Bloomberg test entity, BNP Paribas and Goldman Sachs.
  it.each(['5493001KJTIIGC8Y1R12', 'R0MUWSFPU8MPRO8K5P83', '784F5XWPLTWKTBV3E584'])(
    'accepts %s',
    (value) => {
      expect(isLei(value)).toBe(true);
    },
  );
  it.each([
    ['5493001KJTIIGC8Y1R13', 'wrong check digits'],
    ['5493001KJTIIGC8Y1R1A', 'letter in the check digits'],
    ['5493001kjtiigc8y1r12', 'lower case'],
    ['5493001KJTIIGC8Y1R1', '19 characters'],
    ['5493001KJTIIGC8Y1R123', '21 characters'],
    ['5493001KJTIIGC8Y1R12 ', 'trailing space'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isLei(value)).toBe(false);
  });
  it.each([null, 5493001, {}])('rejects non-string %j', (value) => {
    expect(isLei(value)).toBe(false);
  });
});
