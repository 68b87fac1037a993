import { describe, expect, it } from 'vitest';
import { usccCheckCharacter } from './usccCheckCharacter';

describe('usccCheckCharacter', () => {
  it.each([
    ['91350100M000100Y4', '3'],
    ['91110000802100433', 'B'],
    ['91440300708461136', 'T'],
  ])('%s → %s', (body, check) => {
    expect(usccCheckCharacter(body)).toBe(check);
  });
  it.each([
    '91350100M000100Y',
    '91350100M000100Y43',
    '91350100I000100Y4',
    '91350100m000100y4',
    null,
    9,
  ])('gives undefined for %j', (body) => {
    expect(usccCheckCharacter(body)).toBeUndefined();
  });
});
