const YES: readonly unknown[] = [true, 1, '1', 'Y', 'y', 'true'];

/** A server flag that is on: `Y` or `y`, `'1'`, `'true'`, boolean `true` or number 1. */
export function isYes(value: unknown): boolean {
  return YES.includes(value);
}
