import type { Locale } from '@kyc/content';
import { type RegisterStatusWord, registerStatus } from '@kyc/content/interface';

/**
 * A company's status in the page's language: the register's word (the mainland's 存续, Hong
 * Kong's and the UK's Live or Dissolved, GLEIF's ACTIVE) through the content catalogue's
 * `registerStatus`; a word the catalogue does not know shows as the API gives it (`statusEn`
 * on English pages). Empty when there is no status.
 *
 * @example companyStatusText({ status: 'Live', statusEn: 'Live' }, 'zh-CN') // '存续'
 */
export function companyStatusText(
  company: { status?: string | null; statusEn?: string | null },
  locale: Locale,
): string {
  const status = company.status ?? '';
  const words: Partial<Record<string, string>> = registerStatus[locale];
  const known = Object.hasOwn(words, status) ? words[status as RegisterStatusWord] : undefined;
  return known ?? (locale === 'en' ? (company.statusEn ?? status) : status);
}
