import type { Locale } from '@kyc/content';
import { jurisdictions } from '@kyc/content/interface';

/**
 * Names of the registers apps/api covers, by ISO country code; typed to be looked up by any code
 * apps/api or GLEIF sends, not only the ones named.
 */
export const JURISDICTIONS: Record<Locale, Partial<Record<string, string>>> = jurisdictions;

/** A jurisdiction's name, the code itself when unknown, or `dash` without one. */
export function jurisdictionName(
  code: string | null | undefined,
  locale: Locale,
  dash = '-',
): string {
  if (!code) return dash;
  return JURISDICTIONS[locale][code] ?? code;
}
