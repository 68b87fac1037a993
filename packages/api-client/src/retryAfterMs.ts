/**
 * How long a `Retry-After` field asks to wait, in milliseconds: its delay in seconds, or the time
 * until its HTTP date (0 when the date has passed). `undefined` when the field is missing or
 * unreadable.
 *
 * @param value the field's value, as `Headers.get` gives it
 * @param now the current time in milliseconds since the epoch
 * @returns the wait in milliseconds, or `undefined`
 * @example
 * ```ts
 * retryAfterMs('2'); // 2000
 * retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', Date.UTC(2015, 9, 21, 7, 28, 0)); // 5000
 * retryAfterMs('soon'); // undefined
 * ```
 */
export function retryAfterMs(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date has a weekday, day, month, year and time; a bare number with a sign or decimal
  // point is neither form.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
