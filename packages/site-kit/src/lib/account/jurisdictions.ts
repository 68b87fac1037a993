import type { Locale } from '@kyc/content';

/** Names of the registers apps/api covers, by ISO country code. */
export const JURISDICTIONS: Record<Locale, Record<string, string>> = {
  'zh-CN': { CN: '中国大陆', HK: '中国香港', SG: '新加坡', GB: '英国', US: '美国' },
  en: {
    CN: 'Mainland China',
    HK: 'Hong Kong, China',
    SG: 'Singapore',
    GB: 'United Kingdom',
    US: 'United States',
  },
};

/** A jurisdiction's name, the code itself when unknown, or `dash` without one. */
export function jurisdictionName(
  code: string | null | undefined,
  locale: Locale,
  dash = '-',
): string {
  if (!code) return dash;
  return JURISDICTIONS[locale][code] ?? code;
}
