import { type Locale, useResolvedLocale } from './_lib/locale';

/**
 * The locale in effect: `override` when given, else the nearest `LocaleProvider`'s, else 'zh-CN'.
 *
 * @param override - A locale that wins over the context.
 * @returns `override`, else the provider's locale, else 'zh-CN'.
 * @example const locale = useLocale(); // 'zh-CN'
 */
export function useLocale(override?: Locale): Locale {
  return useResolvedLocale(override);
}
