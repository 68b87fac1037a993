import type { Locale } from '@kyc/validators';

/**
 * The language for messages: `?lang=en|zh-CN` wins, then the first Accept-Language entry
 * naming English or Chinese; `undefined` leaves each rule's message as SPEC.md words it.
 */
export function requestLocale(lang: unknown, acceptLanguage: unknown): Locale | undefined {
  const pick = (tag: string): Locale | undefined => {
    const lower = tag.trim().toLowerCase();
    if (lower.startsWith('en')) return 'en';
    if (lower.startsWith('zh')) return 'zh-CN';
    return undefined;
  };
  if (typeof lang === 'string' && lang !== '') {
    const chosen = pick(lang);
    if (chosen) return chosen;
  }
  if (typeof acceptLanguage !== 'string') return undefined;
  for (const entry of acceptLanguage.split(',')) {
    const chosen = pick(entry.split(';')[0] ?? '');
    if (chosen) return chosen;
  }
  return undefined;
}

/** A message of the service itself in both languages; Chinese is the product's first language. */
export function text(locale: Locale | undefined, zh: string, en: string): string {
  return locale === 'en' ? en : zh;
}
