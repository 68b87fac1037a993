import { describe, expect, it } from 'vitest';
import { formatRegNo } from './formatRegNo';

describe('formatRegNo', () => {
  it.each([
    ['91110000802100433B', 'USCC', '91110000802100433B (USCC)'],
    ['12345678', 'Companies Registry', '12345678 (Companies Registry)'],
    [12345678, 'HK CR', '12345678 (HK CR)'],
    ['12345678', '', '12345678'],
    ['', 'USCC', 'USCC'],
    [null, 'USCC', 'USCC'],
    ['A1', 'A1', 'A1'],
    ['', '', '-'],
    [undefined, undefined, '-'],
    [NaN, {}, '-'],
  ])('shows %j and %j as %j', (number, registration, expected) => {
    expect(formatRegNo(number, registration)).toBe(expected);
  });
});
