import { describe, expect, it } from 'vitest';
import { idCardCheckCharacter } from './idCardCheckCharacter';

describe('idCardCheckCharacter', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44030019900101123', '8'],
    ['44052418800101001', '4'],
    ['00000000000000000', '1'],
    ['11010119900307787', '0'],
  ])('%s → %s', (body, check) => {
    expect(idCardCheckCharacter(body)).toBe(check);
  });
  it.each([
    '1101051949123100',
    '110105194912310021',
    '1101051949123100X',
    '',
    null,
    11010519491231002,
  ])('gives undefined for %j', (body) => {
    expect(idCardCheckCharacter(body)).toBeUndefined();
  });
});
