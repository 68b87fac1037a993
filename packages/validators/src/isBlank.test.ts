import { describe, expect, it } from 'vitest';
import { isBlank } from './isBlank';

describe('isBlank', () => {
  it.each([undefined, null, ''])('%j is blank', (value) => {
    expect(isBlank(value)).toBe(true);
  });
  it.each([' ', '\t', '0', 0, false, [], {}, Number.NaN])('%j is not blank', (value) => {
    expect(isBlank(value)).toBe(false);
  });
});
