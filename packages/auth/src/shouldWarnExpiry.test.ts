import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldWarnExpiry } from './shouldWarnExpiry';
import type { StoredUser } from './types';

const DAY_MS = 86_400_000;
/** Noon, 1 March 2025, in Shanghai. */
const NOW = Date.parse('2025-03-01T12:00:00+08:00');
/** The endDate string that lies `days` calendar days after NOW in Shanghai. */
const endDateIn = (days: number) => new Date(NOW + days * DAY_MS).toISOString().slice(0, 10);

/** SPEC §9, one row per kind of user: how many days ahead the warning starts. */
const PROFILES: Array<[string, StoredUser, number]> = [
  ['type 1', { type: 1 }, 90],
  ['type "1" (string)', { type: '1' }, 90],
  ['type 1 with category N', { type: 1, category: 'N' }, 90],
  ['type 2, category N', { type: 2, category: 'N' }, 30],
  ['type 2, category SET_T', { type: 2, category: 'SET_T' }, 30],
  ['category SET_STAD_COVID19', { type: 2, category: 'SET_STAD_COVID19' }, 90],
  ['category SET_STAD_API_IDEN', { type: 2, category: 'SET_STAD_API_IDEN' }, 90],
  ['category SET_STAD_COMP_IDEN', { type: 3, category: 'SET_STAD_COMP_IDEN' }, 90],
  ['category SET_STAD_TRIAL30', { category: 'SET_STAD_TRIAL30' }, 90],
  ['type 2, another category', { type: 2, category: 'SET_OTHER' }, 30],
  ['type 3', { type: 3 }, 30],
  ['type 4', { type: 4 }, 30],
  ['no type or category', {}, 30],
  ['category in lower case is another category', { category: 'set_stad_covid19' }, 30],
];

/** Days until endDate: far, the 90 and 30 boundaries each side, the last day, expired. */
const DAYS = [400, 91, 90, 89, 31, 30, 29, 1, 0, -1, -30, -400];

const rows = PROFILES.flatMap(([label, user, warnFrom]) =>
  DAYS.map((days) => [label, days, days <= warnFrom, user] as const),
);

describe('shouldWarnExpiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the endDate helper lands on the intended calendar day', () => {
    expect(endDateIn(0)).toBe('2025-03-01');
    expect(endDateIn(90)).toBe('2025-05-30');
    expect(endDateIn(-1)).toBe('2025-02-28');
  });

  it.each(rows)('%s, %i days left → %s', (_label, days, expected, user) => {
    expect(shouldWarnExpiry({ ...user, endDate: endDateIn(days) }, NOW)).toBe(expected);
  });

  it.each(PROFILES)('%s: a missing or invalid endDate never warns', (_label, user) => {
    for (const endDate of [undefined, null, '', 'never', '2025-02-30', Number.NaN]) {
      expect(shouldWarnExpiry({ ...user, endDate } as never, NOW)).toBe(false);
    }
  });

  it('defaults now to the clock', () => {
    vi.useFakeTimers({ now: NOW });
    expect(shouldWarnExpiry({ type: 2, endDate: endDateIn(30) })).toBe(true);
    expect(shouldWarnExpiry({ type: 2, endDate: endDateIn(31) })).toBe(false);
  });

  it.each([null, undefined])('never warns without a user (%j)', (user) => {
    expect(shouldWarnExpiry(user, NOW)).toBe(false);
  });
});
