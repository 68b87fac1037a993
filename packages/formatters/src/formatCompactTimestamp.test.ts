import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THROWING_VALUES } from '../test/hostileValues';
import { formatCompactTimestamp } from './formatCompactTimestamp';

describe('formatCompactTimestamp', () => {
  it.each([
    ['a plain instant', new Date(Date.UTC(2023, 10, 14, 22, 13, 20)), '20231115061320'],
    ['Shanghai midnight', new Date(Date.UTC(2023, 10, 14, 16)), '20231115000000'],
    [
      'one second before Shanghai midnight',
      new Date(Date.UTC(2023, 10, 14, 15, 59, 59)),
      '20231114235959',
    ],
    ['midnight UTC', new Date(Date.UTC(2023, 10, 15)), '20231115080000'],
    ['seconds', Date.UTC(2023, 11, 31, 16) / 1000, '20240101000000'],
    ['a Shanghai wall-clock text', '2023-11-15 09:05:07', '20231115090507'],
    ['a Chinese date', '2023年11月15日', '20231115000000'],
    ['the first second of year 1', '0001-01-01T00:00:00', '00010101000000'],
    ['its own compact timestamp', '20231115061320', '20231115061320'],
    ['a compact date', '20231115', '20231115000000'],
  ])('writes %s as 14 digits', (_, value, expected) => {
    const stamp = formatCompactTimestamp(value);
    expect(stamp).toBe(expected);
    expect(stamp).toMatch(/^\d{14}$/);
  });

  it('reads milliseconds with ms', () => {
    expect(formatCompactTimestamp(Date.UTC(2023, 10, 14, 16, 0, 1, 999), { ms: true })).toBe(
      '20231115000001',
    );
  });

  it('reads back every timestamp it writes as the same Shanghai time (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00+08:00'),
          max: new Date('9999-12-31T23:59:59+08:00'),
          noInvalidDate: true,
        }),
        (date) => {
          const stamp = formatCompactTimestamp(date);
          expect(formatCompactTimestamp(stamp)).toBe(stamp);
        },
      ),
    );
  });

  it.each([
    0,
    '0',
    '',
    'x',
    NaN,
    -Infinity,
    null,
    undefined,
    [],
    '10000-01-01',
    '20231345',
    '20231115236000',
  ])('gives a dash for %j', (value) => {
    expect(formatCompactTimestamp(value)).toBe('-');
  });

  it.each(THROWING_VALUES)(
    'gives a dash, not an error, for %s as value or options',
    (_, hostile) => {
      expect(formatCompactTimestamp(hostile)).toBe('-');
      expect(formatCompactTimestamp(hostile, hostile as never)).toBe('-');
      expect(formatCompactTimestamp('2023-11-15', hostile as never)).not.toBe('-');
    },
  );
});
