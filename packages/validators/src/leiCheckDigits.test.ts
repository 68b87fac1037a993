import { describe, expect, it } from 'vitest';
import { leiCheckDigits } from './leiCheckDigits';

describe('leiCheckDigits', () => {
  it.each([
    ['5493001KJTIIGC8Y1R', '12'],
    ['7LTWFZYICNSX8D621K', '86'],
    ['HWUPKR0MPOU8FGXBT3', '94'],
  ])('%s → %s', (body, check) => {
    expect(leiCheckDigits(body)).toBe(check);
  });
  it.each(['5493001KJTIIGC8Y1', '5493001kjtiigc8y1r', '5493001KJTIIGC8Y1R1', null, 5493])(
    'gives undefined for %j',
    (body) => {
      expect(leiCheckDigits(body)).toBeUndefined();
    },
  );
});
