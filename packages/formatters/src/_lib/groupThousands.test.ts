import { describe, expect, it } from 'vitest';
import { groupThousands } from './groupThousands';

describe('groupThousands', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['12', '12'],
    ['123', '123'],
    ['1234', '1,234'],
    ['12345', '12,345'],
    ['123456', '123,456'],
    ['1234567', '1,234,567'],
    ['1234567890', '1,234,567,890'],
    ['0.5', '0.5'],
    ['1234.5678', '1,234.5678'],
    ['123456.000001', '123,456.000001'],
    ['1000000.00', '1,000,000.00'],
  ])('writes %j as %j', (text, expected) => {
    expect(groupThousands(text)).toBe(expected);
  });
});
