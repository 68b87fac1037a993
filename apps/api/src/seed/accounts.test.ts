import { daysUntilExpiry, shouldWarnExpiry } from '@kyc/auth';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, shanghaiDate } from './accounts';

// Noon in Shanghai, so the day of seeding and the day of checking are the same calendar day.
const seededAt = new Date('2025-03-01T04:00:00Z');

/** The demo account's stored record as the seed writes it on `seededAt`. */
function seeded(loginName: string, change: Record<string, unknown> = {}) {
  const account = DEMO_ACCOUNTS.find((a) => a.loginName === loginName);
  if (!account) throw new Error(`no demo account ${loginName}`);
  return {
    ...account.profile,
    endDate: shanghaiDate(seededAt, account.endInDays),
    ...change,
  };
}

describe('demo accounts against the SPEC §9 expiry warning', () => {
  // What the README says each account shows, and the same account changed so that the rule
  // it demonstrates no longer applies: then the warning must change too.
  it.each([
    ['demo_formal', false, 400, undefined],
    ['demo_formal_90', true, 60, { type: 2, acctType: 2, category: 'N' }],
    ['demo_trial', true, 20, undefined],
    ['demo_trial_covid', true, 80, { category: 'N' }],
    ['demo_individual', true, 25, undefined],
    ['demo_company', false, 45, { type: 1, acctType: 1 }],
    ['demo_expired', true, -5, undefined],
  ] as const)('%s: warned %s, %i days left', (loginName, warned, days, without) => {
    const user = seeded(loginName);
    expect(daysUntilExpiry(user, seededAt)).toBe(days);
    expect(shouldWarnExpiry(user, seededAt)).toBe(warned);
    if (without) expect(shouldWarnExpiry(seeded(loginName, without), seededAt)).toBe(!warned);
  });

  it('puts the always-warned category inside 90 days, where only the category rule warns', () => {
    const covid = DEMO_ACCOUNTS.find((a) => a.loginName === 'demo_trial_covid');
    expect(covid?.profile.category).toBe('SET_STAD_COVID19');
    expect(covid?.endInDays).toBeLessThanOrEqual(90);
    expect(covid?.endInDays).toBeGreaterThan(30);
  });
});
