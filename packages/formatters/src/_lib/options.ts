import { DECIMAL_PRECISION } from './precision';

/**
 * Languages of the words a formatter shows (currency names, 'shares', month names).
 *
 * @example const locale: Locale = 'zh-CN';
 */
export type Locale = 'zh-CN' | 'en';

/**
 * Options of every function that shows a word.
 *
 * @example formatShares(100, { locale: 'zh-CN' }) // '100股'
 */
export interface LocaleOptions {
  /**
   * Language of the words shown; without it, a function shows them the way the product spec
   * does (see each function).
   */
  locale?: Locale;
}

/**
 * One option, or `undefined` when there are no options or reading them throws: display
 * functions never throw, and a revoked Proxy or a throwing getter is an option left out.
 */
export function readOption(options: unknown, name: string): unknown {
  try {
    return (options as Record<string, unknown> | null | undefined)?.[name];
  } catch {
    // the option counts as not given, so the function shows its default rather than throwing
  }
}

/** The locale asked for, or `undefined` (the spec's form) for a missing or unknown one. */
export function readLocale(options: unknown): Locale | undefined {
  const locale = readOption(options, 'locale');
  return locale === 'zh-CN' || locale === 'en' ? locale : undefined;
}

/**
 * The `decimals` option as a whole number from 0 to 60; a missing, non-numeric or `NaN` one
 * gives `fallback`, a fractional one is cut to its integer part, one out of range is clamped.
 */
export function readDecimals<T extends number | undefined>(
  options: unknown,
  fallback: T,
): number | T {
  const decimals = readOption(options, 'decimals');
  if (typeof decimals !== 'number' || Number.isNaN(decimals)) return fallback;
  return Math.min(DECIMAL_PRECISION, Math.max(0, Math.trunc(decimals)));
}

/** A boolean option: `true` or `false` as given, `fallback` for anything else. */
export function readFlag(options: unknown, name: string, fallback: boolean): boolean {
  const flag = readOption(options, name);
  return typeof flag === 'boolean' ? flag : fallback;
}
