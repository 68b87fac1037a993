import { describe, expect, it } from 'vitest';
import { THROWING_VALUES } from '../test/hostileValues';
import { formatPlainDate } from './formatPlainDate';

describe('formatPlainDate', () => {
  it.each([
    [
      'Shanghai midnight (16:00 UTC the day before)',
      new Date(Date.UTC(2023, 10, 14, 16)),
      '2023-11-15',
    ],
    [
      'one second before Shanghai midnight',
      new Date(Date.UTC(2023, 10, 14, 15, 59, 59)),
      '2023-11-14',
    ],
    ['midnight UTC', new Date(Date.UTC(2023, 10, 15)), '2023-11-15'],
    ['seconds', Date.UTC(2023, 11, 31, 16) / 1000, '2024-01-01'],
    ['a Chinese date', '2024年2月29日', '2024-02-29'],
    ['an ISO text with offset', '2023-11-14T20:00:00-05:00', '2023-11-15'],
    ['a slashed date', '2023/1/5', '2023-01-05'],
    ['a compact date', '20240229', '2024-02-29'],
    ['a compact timestamp', '20231114235959', '2023-11-14'],
  ])('writes %s', (_, value, expected) => {
    expect(formatPlainDate(value)).toBe(expected);
  });

  it('reads milliseconds with ms', () => {
    expect(formatPlainDate(Date.UTC(2023, 10, 14, 16), { ms: true })).toBe('2023-11-15');
  });

  it.each([0, '0', '', 'x', NaN, null, undefined, {}, new Date(Number.NaN), '20231345'])(
    'gives a dash for %j',
    (value) => {
      expect(formatPlainDate(value)).toBe('-');
    },
  );

  it.each(THROWING_VALUES)(
    'gives a dash, not an error, for %s as value or options',
    (_, hostile) => {
      expect(formatPlainDate(hostile)).toBe('-');
      expect(formatPlainDate(hostile, hostile as never)).toBe('-');
      expect(formatPlainDate('2023-11-15', hostile as never)).not.toBe('-');
    },
  );
});
