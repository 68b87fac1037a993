// An LEI's registration status as it stands today: shared by the /lei page and the company page.

/**
 * Today's date `YYYY-MM-DD` in Asia/Shanghai (SPEC §9's default zone).
 *
 * @example shanghaiToday(new Date('2025-03-01T17:00:00Z')) // '2025-03-02'
 */
export function shanghaiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * GLEIF's registration status as it stands today: an ISSUED LEI whose next renewal date has
 * passed (before today in Asia/Shanghai) is LAPSED, whatever the record still says. The /lei
 * page and the company page say the same.
 *
 * @example effectiveLeiStatus('ISSUED', '2025-03-01', '2025-03-02') // 'LAPSED'
 */
export function effectiveLeiStatus(status: string, nextRenewalDate: string, today: string): string {
  const renewal = /^\d{4}-\d{2}-\d{2}/.exec(nextRenewalDate)?.[0];
  return status === 'ISSUED' && renewal !== undefined && renewal < today ? 'LAPSED' : status;
}
