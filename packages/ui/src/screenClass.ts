/** The screen classes of the platform, narrowest first. */
export type ScreenClass = '1366' | 'mini' | 'wide';

/**
 * The screen class of a viewport width: 1366 px or less is the '1366' screen (which
 * is also mini), under 1450 px is 'mini', anything wider is 'wide'. A non-number is 'wide'.
 * The same limits are the tokens --kyc-breakpoint-1366 and --kyc-breakpoint-mini.
 *
 * @param width - The viewport width in px.
 * @returns `'1366'`, `'mini'` or `'wide'`.
 * @example screenClass(1440) // 'mini'
 */
export function screenClass(width: number): ScreenClass {
  if (!Number.isFinite(width)) return 'wide';
  if (width <= 1366) return '1366';
  return width < 1450 ? 'mini' : 'wide';
}
