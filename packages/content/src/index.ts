import { en } from './en';
import type { Locale, SiteContent } from './types';
import { zhCN } from './zh-CN';

export { DEFAULT_LOCALE, LOCALES, ROUTES } from './routes';
export type * from './types';

const CONTENT: Record<Locale, SiteContent> = { 'zh-CN': zhCN, en };

/** The whole site content of one locale. */
export function getContent(locale: Locale): SiteContent {
  return CONTENT[locale];
}
