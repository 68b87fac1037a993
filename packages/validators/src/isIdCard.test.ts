import { afterEach, describe, expect, it, vi } from 'vitest';
import { idCardCheckCharacter } from './idCardCheckCharacter';
import { isIdCard } from './isIdCard';

/** Completes a 17-digit body with its check character. */
const withCheck = (body: string) => body + idCardCheckCharacter(body);

describe('isIdCard', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    '11010519491231002X',
    '440300199001011238',
    '440524188001010014',
    withCheck('31011520000229123'),
    withCheck('81000019850615001'),
    '932682198501010017',
    withCheck('91115620000229001'),
    withCheck('96584019991231123'),
  ])('accepts %s', (value) => {
    expect(isIdCard(value)).toBe(true);
  });

  it.each([
    ['11010519491231002x', 'lower-case x'],
    ['110105194912310021', 'wrong check character'],
    ['11010519491231002', '17 characters'],
    ['11010519491231002XX', '19 characters'],
    [withCheck('00010519491231002'), 'province 00'],
    [withCheck('99010519491231002'), 'province 99'],
    ['932682198501010018', 'permanent resident card, wrong check character'],
    [withCheck('90068219850101001'), 'permanent resident card, province 00'],
    [withCheck('97168219850101001'), 'permanent resident card, issued in Taiwan (71)'],
    [withCheck('98168219850101001'), 'permanent resident card, issued in Hong Kong (81)'],
    [withCheck('93268219851301001'), 'permanent resident card, month 13'],
    [withCheck('93268217990101001'), 'permanent resident card, born before 1800'],
    [withCheck('11010519900230002'), '30 February'],
    [withCheck('11010519000229002'), '29 February 1900, not a leap year'],
    [withCheck('11010519901301002'), 'month 13'],
    [withCheck('11010519900100002'), 'day 0'],
    [withCheck('11010517990101002'), 'born before 1800'],
    ['１１０１０５１９４９１２３１００２Ｘ', 'full-width'],
    [' 11010519491231002X', 'leading space'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isIdCard(value)).toBe(false);
  });

  it('accepts 29 February of a leap year', () => {
    expect(isIdCard(withCheck('11010520040229002'))).toBe(true);
    expect(isIdCard(withCheck('11010520000229002'))).toBe(true);
  });

  it('accepts a birth date of today and rejects tomorrow, in Shanghai', () => {
    // 2024-03-10 23:30 in Shanghai is still 2024-03-10 15:30 in UTC.
    vi.useFakeTimers({ now: Date.UTC(2024, 2, 10, 15, 30) });
    expect(isIdCard(withCheck('11010520240310002'))).toBe(true);
    expect(isIdCard(withCheck('11010520240311002'))).toBe(false);
    // 16:30 UTC is already 11 March in Shanghai.
    vi.setSystemTime(Date.UTC(2024, 2, 10, 16, 30));
    expect(isIdCard(withCheck('11010520240311002'))).toBe(true);
  });

  it.each([110105194912310020, null, undefined, {}, ['11010519491231002X']])(
    'rejects non-string %j',
    (value) => {
      expect(isIdCard(value)).toBe(false);
    },
  );
});
