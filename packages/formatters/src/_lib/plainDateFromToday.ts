import { shanghaiNow } from './shanghaiDateTime';

/**
 * Today's date in Asia/Shanghai moved by a whole number of days or years, as 'yyyy-MM-dd'.
 * A count that is not a finite number, or a result outside years 1–9999, gives '-'.
 * Fractions are cut to their integer part. Adding years to 29 February gives 28 February.
 */
export function plainDateFromToday(count: unknown, unit: 'days' | 'years'): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) return '-';
  const whole = Math.trunc(count);
  if (Math.abs(whole) > 3_660_000) return '-';
  const date = shanghaiNow().plus(unit === 'days' ? { days: whole } : { years: whole });
  return date.isValid && date.year >= 1 && date.year <= 9999 ? date.toFormat('yyyy-MM-dd') : '-';
}
