import { text } from './_lib/text';
import { DEFAULT_ALIVE_CHECK_INTERVAL_MS } from './constants';
import type { UserInput } from './types';

/** Longest interval taken, in seconds (23 days): timers fire at once beyond 2^31 - 1 ms. */
const MAX_SECONDS = 2e6;

/**
 * Milliseconds between alive checks: `refreshIntervalSec` (a positive number or numeric
 * string up to 23 days) × 1000, else 600 000: a larger delay would make timers
 * fire at once, in a loop.
 *
 * @param user - The stored user (`null` or `undefined` for nobody); fields of the wrong type count
 *   as missing.
 * @returns Milliseconds between two alive checks.
 * @example aliveCheckIntervalMs({ refreshIntervalSec: 30 }) // 30000
 */
export function aliveCheckIntervalMs(user: UserInput): number {
  const value: unknown = user?.refreshIntervalSec;
  // Anything but a number or a string reads as '', whose Number is 0: the default.
  const seconds = Number(typeof value === 'number' ? value : text(value));
  return seconds > 0 && seconds <= MAX_SECONDS ? seconds * 1000 : DEFAULT_ALIVE_CHECK_INTERVAL_MS;
}
